// The one frame every plan-action dialog draws (skip, pause, cancel, renew request, promo, rate dish): the modal's
// title for the step, the lead line or the step's status, the fields, the refusals, and the button row (a Close
// alone for a step that only informs). A dialog says what its step shows; the frame lays it out the same way.
import type { ReactNode } from 'react';
import { Button, Spinner, TextAreaField, useMessageText, useText, type ShownMessage } from '@mealplan/shared/ui';
import type { PlanActionTextId } from './i18n';
import { useDialogTitle } from './planDialog';
import type { PlanModal } from './types';
import './planActions.css';

export const closeModal = (modal: PlanModal) => modal.close();

/** A refusal (a rule's message id, the page's check or the server's text) in the page's language. */
export function Alert({ message }: { message: ShownMessage | null }) {
  const text = useMessageText();
  if (message === null) return null;
  return (
    <p className="plan-action__alert" role="alert">
      {text(message)}
    </p>
  );
}

/** The secondary button that closes the dialog without doing anything ('Close', 'Keep this day', 'Cancel'…). */
export function DismissButton({
  modal,
  textId = 'planActions.close',
  disabled = false,
}: {
  modal: PlanModal;
  /** The button's text in this folder's catalogue. */
  textId?: PlanActionTextId;
  disabled?: boolean;
}) {
  const t = useText<PlanActionTextId>();
  return (
    <Button variant="secondary" onClick={() => closeModal(modal)} disabled={disabled}>
      {t(textId)}
    </Button>
  );
}

export interface PlanDialogFrameProps {
  modal: PlanModal;
  /** The modal's title for this step, in this folder's catalogue. */
  titleId: PlanActionTextId;
  /** The step waits for the server: only the loading line shows. */
  loading?: boolean;
  /** The step's lead line (what the customer is asked). */
  lead?: ReactNode;
  /** The outcome of a finished step, read out as a status. */
  status?: ReactNode;
  /** Refusals, each shown when not null. */
  alerts?: ReadonlyArray<ShownMessage | null>;
  /** The buttons; a lone Close when left out. */
  actions?: ReactNode;
  /** Room for two calendars side by side. */
  wide?: boolean;
  /** The step's fields and lines between the lead and the refusals. */
  children?: ReactNode;
}

export function PlanDialogFrame({
  modal,
  titleId,
  loading = false,
  lead,
  status,
  alerts = [],
  actions,
  wide = false,
  children,
}: PlanDialogFrameProps) {
  const t = useText<PlanActionTextId>();
  useDialogTitle(modal, titleId);
  if (loading) {
    return (
      <div className="plan-action__loading">
        <Spinner size="sm" label="" />
        <span role="status">{t('planActions.loading')}</span>
      </div>
    );
  }
  return (
    <div className={wide ? 'plan-action plan-action--wide' : 'plan-action'}>
      {lead !== undefined && <p className="plan-action__lead">{lead}</p>}
      {status !== undefined && <p role="status">{status}</p>}
      {children}
      {alerts.map((message, index) => (
        <Alert key={index} message={message} />
      ))}
      <div className="plan-action__buttons">{actions ?? <DismissButton modal={modal} />}</div>
    </div>
  );
}

/** A dialog whose opening read failed: the server's refusal, 'Try again' (reads again) and Close. */
export function LoadFailedDialog({ modal, error, onRetry }: { modal: PlanModal; error: ShownMessage | null; onRetry: () => void }) {
  const t = useText<PlanActionTextId>();
  return (
    <PlanDialogFrame
      modal={modal}
      titleId="planActions.error.title"
      alerts={[error]}
      actions={
        <>
          <Button variant="secondary" onClick={onRetry}>
            {t('planActions.retry')}
          </Button>
          <DismissButton modal={modal} />
        </>
      }
    />
  );
}

/** The free-text notes sent to the team with a request (renew, promo package, pause). */
export function NotesField({ label, value, onChange }: { label: string; value: string; onChange: (notes: string) => void }) {
  return <TextAreaField label={label} rows={3} maxLength={2000} value={value} onChange={(event) => onChange(event.target.value)} />;
}
