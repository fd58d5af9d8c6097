import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { Button } from '@mealplan/shared/ui';
import { fitbitAuthorizeUrl, importFitbitWeights, isFitbitConnected, type ImportedProgress } from './fitbitApi';

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
export function FitbitButton({ onImported, navigateTo = (url) => window.location.assign(url) }: FitbitButtonProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const format = useLocaleFormat();
  const [connected, setConnected] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    let live = true;
    isFitbitConnected()
      .then((value) => live && setConnected(value))
      .catch((error: unknown) => {
        console.error('[fitbit]', error);
        if (live) setConnected(false);
      });
    return () => {
      live = false;
    };
  }, []);

  async function connect() {
    setBusy(true);
    try {
      navigateTo(await fitbitAuthorizeUrl());
    } catch (error) {
      console.error('[fitbit connect]', error);
      setBusy(false);
    }
  }

  async function sync() {
    setBusy(true);
    setStatus('');
    try {
      const progress = await importFitbitWeights();
      onImported?.(progress);
      setStatus(intl.formatMessage({ id: 'health.fitbit.synced' }, { count: format.number(Object.keys(progress.weight).length) }));
    } catch (error) {
      console.error('[fitbit import]', error);
    } finally {
      setBusy(false);
    }
  }

  if (connected === null) return null;
  return (
    <div className="fitbit-button">
      {connected ? (
        <Button variant="secondary" loading={busy} onClick={() => void sync()}>
          {t('health.fitbit.sync')}
        </Button>
      ) : (
        <Button variant="secondary" loading={busy} onClick={() => void connect()}>
          {t('health.fitbit.connect')}
        </Button>
      )}
      <p className="fitbit-button__status" role="status">
        {status}
      </p>
    </div>
  );
}
