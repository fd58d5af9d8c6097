import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, useText, type TextId } from '@mealplan/shared/ui';
import { FitbitStore, type ImportedProgress } from './fitbitStore';
import type en from './i18n/en.json';
import './fitbit.css';

export interface FitbitButtonProps {
  /** Called with the progress series after a sync, so the page can merge the imported weights. */
  onImported?: (progress: ImportedProgress) => void;
  /** Leaves the page for the provider (default: window.location.assign). */
  navigateTo?: (url: string) => void;
}

/**
 * spec 3 §2: 'Connect Fitbit', or 'Sync Weight progress with Fitbit' once the tracker is connected. Errors of the
 * import are only logged (spec 3 §8 importFromFitbitErr).
 */
export const FitbitButton = observer(function FitbitButton({ onImported, navigateTo = (url) => window.location.assign(url) }: FitbitButtonProps) {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  const store = usePageStore(({ client, session }) => new FitbitStore(client, session));
  const [status, setStatus] = useState('');

  useEffect(() => {
    void store.loadConnection();
  }, [store]);

  async function connect() {
    const url = await store.authorizeUrl();
    if (url !== null) navigateTo(url);
  }

  async function sync() {
    setStatus('');
    const progress = await store.importWeights();
    if (!progress) return;
    onImported?.(progress);
    setStatus(t('health.fitbit.synced', { count: format.number(Object.keys(progress.weight).length) }));
  }

  // Until the connection is known, the button's place is kept (an invisible 'Connect Fitbit'), so nothing below moves
  // when it appears.
  if (store.connected === null)
    return (
      <div className="fitbit-button fitbit-button--pending" aria-hidden="true">
        <Button variant="secondary" disabled>
          {t('health.fitbit.connect')}
        </Button>
      </div>
    );
  return (
    <div className="fitbit-button">
      {store.connected ? (
        <Button variant="secondary" loading={store.busy} onClick={() => void sync()}>
          {t('health.fitbit.sync')}
        </Button>
      ) : (
        <Button variant="secondary" loading={store.busy} onClick={() => void connect()}>
          {t('health.fitbit.connect')}
        </Button>
      )}
      <p className="fitbit-button__status" role="status">
        {status}
      </p>
    </div>
  );
});
