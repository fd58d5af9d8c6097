// §4: on load, when a series' last entry is over 24 hours old: 'Enter manually', 'Copy last record', or the fitness
// tracker's sync (given by the page when the tracker is wired in).
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Dialog, useText, type TextId } from '@mealplan/shared/ui';
import type { ProgressStore } from './progressStore';
import type en from './i18n/en.json';

export const MissingDaysModal = observer(function MissingDaysModal({ store, trackerSync }: { store: ProgressStore; trackerSync?: ReactNode }) {
  const t = useText<TextId<typeof en>>();
  return (
    <Dialog
      title={t('health.progress.missing.title')}
      onClose={store.closeMissingDays}
      actions={
        <>
          <Button variant="secondary" onClick={() => store.openEntry(store.firstMissingDay)}>
            {t('health.progress.missing.enterManually')}
          </Button>
          <Button onClick={() => void store.copyLastRecord()} disabled={store.calls.saving}>
            {t('health.progress.missing.copyLast')}
          </Button>
          {trackerSync}
        </>
      }
    >
      <p>{t('health.progress.missing.text')}</p>
    </Dialog>
  );
});
