import { startTransition, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
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
    // An area already loaded keeps its state: no render of the remote's routes for nothing (a render reaching a
    // prerendered page still hydrating would make React drop the server's HTML and render it afresh).
    const keepLoaded = (Routes: ComponentType | undefined) =>
      setState((current) =>
        current.status === 'ready' && current.Routes === Routes ? current : Routes ? { status: 'ready', Routes } : { status: 'loading' },
      );
    keepLoaded(loadedAreaRoutes(area));
    loadAreaRoutes(area, window.location.pathname, attempt > 0).then(
      // The area's first render, as a transition: React renders it in slices, answering taps in between (issue 23).
      (Routes) => active && startTransition(() => keepLoaded(Routes)),
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
  // The remote's routes take no props: one element per Routes, so the shell's re-renders (the session, the frame)
  // never re-render the area from above.
  const Routes = state.status === 'ready' ? state.Routes : undefined;
  const routes = useMemo(() => (Routes ? <Routes /> : null), [Routes]);

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
          {routes}
        </AreaErrorBoundary>
      )}
    </section>
  );
}
