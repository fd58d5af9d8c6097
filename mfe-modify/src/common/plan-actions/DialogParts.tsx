// Pieces every plan-action dialog draws: the button row, the status and alert lines, and closing the modal.
import type { ReactNode } from 'react';
import { modalStore, type ModalStore } from '@mealplan/shared/modal';
import { Button, Spinner, useMessageText, useText, type ShownMessage } from '@mealplan/shared/ui';
import type { PlanActionTextId } from './i18n';
import './planActions.css';

export const closeModal = (modal: ModalStore | undefined) => (modal ?? modalStore).clear();

export function Buttons({ children }: { children: ReactNode }) {
  return <div className="plan-action__buttons">{children}</div>;
}

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

/** The loading line, and a Close for a step that only informs. */
export function Loading() {
  const t = useText<PlanActionTextId>();
  return (
    <div className="plan-action__loading">
      <Spinner size="sm" label="" />
      <span role="status">{t('planActions.loading')}</span>
    </div>
  );
}

export function CloseButton({ modal, label = 'planActions.close' }: { modal: ModalStore | undefined; label?: PlanActionTextId }) {
  const t = useText<PlanActionTextId>();
  return <Button onClick={() => closeModal(modal)}>{t(label)}</Button>;
}
