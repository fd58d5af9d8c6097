// §4: on load, when a series' last entry is over 24 hours old: 'Enter manually', 'Copy last record', or the fitness
// tracker's sync (given by the page when the tracker is wired in).
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button } from '@mealplan/shared/ui';
import { Dialog } from '../../common/Dialog';
import type { ProgressStore } from './progressStore';

export const MissingDaysModal = observer(function MissingDaysModal({ store, trackerSync }: { store: ProgressStore; trackerSync?: ReactNode }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `health.progress.missing.${id}` });
  return (
    <Dialog
      title={t('title')}
      onClose={store.closeMissingDays}
      actions={
        <>
          <Button variant="secondary" onClick={() => store.openEntry(store.firstMissingDay)}>
            {t('enterManually')}
          </Button>
          <Button onClick={() => void store.copyLastRecord()} disabled={store.saving}>
            {t('copyLast')}
          </Button>
          {trackerSync}
        </>
      }
    >
      <p>{t('text')}</p>
    </Dialog>
  );
});
