import { observer } from 'mobx-react-lite';
import type { ModalStore } from '@mealplan/shared/modal';
import { Button, useText } from '@mealplan/shared/ui';
import type { PlanActionTextId } from './i18n';
import type { TeamRequestStore } from './requestStores';
import { DismissButton, NotesField, PlanDialogFrame } from './DialogParts';

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
  if (store.sent) return <PlanDialogFrame modal={modal} titleId={texts.sentHeading} status={t(texts.sent)} />;

  const sending = store.step === 'sending';
  return (
    <PlanDialogFrame
      modal={modal}
      titleId={texts.heading}
      lead={t(texts.intro)}
      alerts={[store.error]}
      actions={
        <>
          <DismissButton modal={modal} textId="planActions.renew.cancel" disabled={sending} />
          <Button loading={sending} onClick={() => void store.send()}>
            {t(texts.send)}
          </Button>
        </>
      }
    >
      <NotesField label={t(texts.notes)} value={store.notes} onChange={(notes) => store.setNotes(notes)} />
    </PlanDialogFrame>
  );
});

/** The renew request ('Renew My Plan', then 'Request Sent') or the promo-package request, as the store's kind. */
export function TeamRequestDialog({ store, modal }: { store: TeamRequestStore; modal?: ModalStore }) {
  return <RequestDialog store={store} modal={modal} texts={store.request.kind === 'renew' ? RENEW : PROMO} />;
}
