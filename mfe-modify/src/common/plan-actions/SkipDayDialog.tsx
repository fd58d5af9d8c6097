import { observer } from 'mobx-react-lite';
import type { PlanModal } from './types';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { Button, useText } from '@mealplan/shared/ui';
import type { PlanActionTextId } from './i18n';
import type { SkipDayStore } from './skipDayStore';
import { DismissButton, PlanDialogFrame } from './DialogParts';

const DATE = 'cccc, d LLLL';

export const SkipDayDialog = observer(function SkipDayDialog({ store, modal }: { store: SkipDayStore; modal: PlanModal }) {
  const t = useText<PlanActionTextId>();
  const format = useLocaleFormat();
  const date = format.day(store.args.date, DATE);
  const newDate = store.newDate !== null ? format.day(store.newDate, DATE) : '';

  switch (store.step) {
    case 'loading':
      return <PlanDialogFrame modal={modal} titleId="planActions.skip.title" loading />;
    case 'refused':
      return <PlanDialogFrame modal={modal} titleId="planActions.error.title" alerts={[store.message]} />;
    case 'done':
      return <PlanDialogFrame modal={modal} titleId="planActions.skip.done.title" status={t('planActions.skip.done', { date, newDate })} />;
    default: {
      const sending = store.step === 'sending';
      return (
        <PlanDialogFrame
          modal={modal}
          titleId="planActions.skip.title"
          lead={t('planActions.skip.message')}
          alerts={[store.error]}
          actions={
            <>
              <DismissButton modal={modal} textId="planActions.skip.keep" disabled={sending} />
              <Button loading={sending} onClick={() => void store.confirm()}>
                {t('planActions.skip.confirm')}
              </Button>
            </>
          }
        >
          <p>{t('planActions.skip.detail', { date, newDate })}</p>
        </PlanDialogFrame>
      );
    }
  }
});
