import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { PlanModal } from './types';
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

const RequestDialog = observer(function RequestDialog({ store, modal, texts }: { store: TeamRequestStore; modal: PlanModal; texts: RequestTexts }) {
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

/**
 * The renew request's 'Request Sent' (doc 3 §2): the thanks, then the promo-package request it offers ('Add the promo
 * package', alertMail). Focus moves to the promo request's notes when it opens in the dialog's place.
 */
const RenewSent = observer(function RenewSent({ store, modal }: { store: TeamRequestStore; modal: PlanModal }) {
  const t = useText<PlanActionTextId>();
  return (
    <PlanDialogFrame
      modal={modal}
      titleId={RENEW.sentHeading}
      status={t(RENEW.sent)}
      actions={
        <>
          <DismissButton modal={modal} />
          <Button variant="secondary" onClick={store.askForPromo}>
            {t('planActions.promo.open')}
          </Button>
        </>
      }
    >
      <p>{t('planActions.promo.offer')}</p>
    </PlanDialogFrame>
  );
});

function PromoAfterRenew({ store, modal }: { store: TeamRequestStore; modal: PlanModal }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => frame.current?.querySelector<HTMLElement>('textarea, button')?.focus(), []);
  return (
    <div ref={frame}>
      <RequestDialog store={store} modal={modal} texts={PROMO} />
    </div>
  );
}

/** The renew request ('Renew My Plan', then 'Request Sent') or the promo-package request, as the store's kind. */
export const TeamRequestDialog = observer(function TeamRequestDialog({ store, modal }: { store: TeamRequestStore; modal: PlanModal }) {
  if (store.request.kind === 'promo') return <RequestDialog store={store} modal={modal} texts={PROMO} />;
  if (store.promo) return <PromoAfterRenew store={store.promo} modal={modal} />;
  if (store.sent) return <RenewSent store={store} modal={modal} />;
  return <RequestDialog store={store} modal={modal} texts={RENEW} />;
});
