import { observer } from 'mobx-react-lite';
import type { ModalStore } from '@mealplan/shared/modal';
import { Button, TextAreaField, useText } from '@mealplan/shared/ui';
import type { PlanActionTextId } from './i18n';
import { useDialogTitle } from './planDialog';
import type { TeamRequestStore } from './requestStores';
import { Alert, Buttons, CloseButton, closeModal } from './DialogParts';

interface RequestTexts {
  heading: PlanActionTextId;
  sentHeading: PlanActionTextId;
  intro: PlanActionTextId;
  notes: PlanActionTextId;
  send: PlanActionTextId;
  sent: PlanActionTextId;
}

const RENEW: RequestTexts = {
  heading: 'planActions.renew.title',
  sentHeading: 'planActions.renew.sent.title',
  intro: 'planActions.renew.intro',
  notes: 'planActions.renew.notes',
  send: 'planActions.renew.send',
  sent: 'planActions.renew.sent',
};

const PROMO: RequestTexts = {
  heading: 'planActions.promo.title',
  sentHeading: 'planActions.promo.title',
  intro: 'planActions.promo.intro',
  notes: 'planActions.renew.notes',
  send: 'planActions.promo.send',
  sent: 'planActions.promo.sent',
};

const RequestDialog = observer(function RequestDialog({
  store,
  modal,
  texts,
}: {
  store: TeamRequestStore;
  modal: ModalStore | undefined;
  texts: RequestTexts;
}) {
  const t = useText<PlanActionTextId>();
  useDialogTitle(modal, store.sent ? texts.sentHeading : texts.heading);
  if (store.sent) {
    return (
      <div className="plan-action">
        <p role="status">{t(texts.sent)}</p>
        <Buttons>
          <CloseButton modal={modal} />
        </Buttons>
      </div>
    );
  }
  const sending = store.step === 'sending';
  return (
    <div className="plan-action">
      <p className="plan-action__lead">{t(texts.intro)}</p>
      <TextAreaField label={t(texts.notes)} rows={3} maxLength={2000} value={store.notes} onChange={(event) => store.setNotes(event.target.value)} />
      <Alert message={store.error} />
      <Buttons>
        <Button variant="secondary" onClick={() => closeModal(modal)} disabled={sending}>
          {t('planActions.renew.cancel')}
        </Button>
        <Button loading={sending} onClick={() => void store.send()}>
          {t(texts.send)}
        </Button>
      </Buttons>
    </div>
  );
});

/** The renew request ('Renew My Plan', then 'Request Sent') or the promo-package request, as the store's kind. */
export function TeamRequestDialog({ store, modal }: { store: TeamRequestStore; modal?: ModalStore }) {
  return <RequestDialog store={store} modal={modal} texts={store.request.kind === 'renew' ? RENEW : PROMO} />;
}
