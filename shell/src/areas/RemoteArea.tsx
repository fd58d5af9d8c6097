import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { Area } from '@mealplan/shared/federation';
import { loadAreaRoutes, loadedAreaRoutes } from '../federation/registry';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { AreaFailedPanel } from './AreaFailedPanel';
import { AreaLoading } from './AreaLoading';

type LoadState = { status: 'loading' } | { status: 'ready'; Routes: ComponentType } | { status: 'failed' };

function initialState(area: Area): LoadState {
  const Routes = loadedAreaRoutes(area);
  return Routes ? { status: 'ready', Routes } : { status: 'loading' };
}

/** Loads one remote's Routes at run time and renders it; a failure stays inside this area with a Retry button. */
export function RemoteArea({ area }: { area: Area }) {
  const [state, setState] = useState<LoadState>(() => initialState(area));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState(initialState(area));
    loadAreaRoutes(area, attempt > 0).then(
      (Routes) => active && setState({ status: 'ready', Routes }),
      (error: unknown) => {
        console.error(`Loading the ${area} area failed`, error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [area, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return (
    <section className="shell-area" data-area={area}>
      {state.status === 'loading' && <AreaLoading />}
      {state.status === 'failed' && <AreaFailedPanel onRetry={retry} />}
      {state.status === 'ready' && (
        <AreaErrorBoundary
          fallback={(_error, reset) => (
            <AreaFailedPanel
              onRetry={() => {
                reset();
                retry();
              }}
            />
          )}
        >
          <state.Routes />
        </AreaErrorBoundary>
      )}
    </section>
  );
}
