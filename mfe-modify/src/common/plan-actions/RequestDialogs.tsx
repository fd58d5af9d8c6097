import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
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
 * package', alertMail), which opens in the dialog's place.
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

/**
 * A step that takes the dialog's place moves focus to `target` inside it (the control that sent the customer here is
 * gone), so Tab and Escape keep working in the dialog.
 */
function FocusOnShow({ target, children }: { target: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => frame.current?.querySelector<HTMLElement>(target)?.focus(), [target]);
  return <div ref={frame}>{children}</div>;
}

/** The renew request ('Renew My Plan', then 'Request Sent') or the promo-package request, as the store's kind. */
export const TeamRequestDialog = observer(function TeamRequestDialog({ store, modal }: { store: TeamRequestStore; modal: PlanModal }) {
  const shown = store.promo ?? store;
  const sent = shown.sent;
  const key = `${shown.request.kind}-${sent ? 'sent' : 'form'}`;
  // The promo request's notes, the offer after 'Request Sent', or the sent request's Close.
  const target = !sent ? 'textarea' : shown.request.kind === 'renew' ? '.plan-action__buttons button:last-child' : '.plan-action__buttons button';
  const step =
    shown.request.kind === 'renew' && sent ? (
      <RenewSent store={shown} modal={modal} />
    ) : (
      <RequestDialog store={shown} modal={modal} texts={shown.request.kind === 'renew' ? RENEW : PROMO} />
    );
  // The first form keeps the focus the modal gives it; every later step moves it in.
  if (shown === store && !sent) return step;
  return (
    <FocusOnShow key={key} target={target}>
      {step}
    </FocusOnShow>
  );
});
