import { observer } from 'mobx-react-lite';
import type { ModalStore } from '@mealplan/shared/modal';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { Button, useText } from '@mealplan/shared/ui';
import type { PlanActionTextId } from './i18n';
import { useDialogTitle } from './planDialog';
import type { SkipDayStore } from './skipDayStore';
import { Alert, Buttons, CloseButton, closeModal, Loading } from './DialogParts';

const DATE = 'cccc, d LLLL';

export const SkipDayDialog = observer(function SkipDayDialog({ store, modal }: { store: SkipDayStore; modal?: ModalStore }) {
  const t = useText<PlanActionTextId>();
  const format = useLocaleFormat();
  const title: PlanActionTextId =
    store.step === 'done' ? 'planActions.skip.done.title' : store.step === 'refused' ? 'planActions.error.title' : 'planActions.skip.title';
  useDialogTitle(modal, title);
  const date = format.day(store.args.date, DATE);
  const newDate = store.newDate !== null ? format.day(store.newDate, DATE) : '';

  if (store.step === 'loading') return <Loading />;
  if (store.step === 'refused') {
    return (
      <div className="plan-action">
        <Alert message={store.message} />
        <Buttons>
          <CloseButton modal={modal} />
        </Buttons>
      </div>
    );
  }
  if (store.step === 'done') {
    return (
      <div className="plan-action">
        <p role="status">{t('planActions.skip.done', { date, newDate })}</p>
        <Buttons>
          <CloseButton modal={modal} />
        </Buttons>
      </div>
    );
  }
  return (
    <div className="plan-action">
      <p className="plan-action__lead">{t('planActions.skip.message')}</p>
      <p>{t('planActions.skip.detail', { date, newDate })}</p>
      <Alert message={store.error} />
      <Buttons>
        <Button variant="secondary" onClick={() => closeModal(modal)} disabled={store.step === 'sending'}>
          {t('planActions.skip.keep')}
        </Button>
        <Button loading={store.step === 'sending'} onClick={() => void store.confirm()}>
          {t('planActions.skip.confirm')}
        </Button>
      </Buttons>
    </div>
  );
});
