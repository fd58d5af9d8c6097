// The kit's one dialog: the shell's store-driven modal (ModalHost) and every area's own dialogs (a form in a modal)
// draw through it, so focus handling, Escape, the entry animation and the look are written once.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useKitIntl } from './useKitIntl';
import './ui.css';

/** spec 1 §9: the modal's entry animation starts 10 ms after it opens. */
export const MODAL_ENTRY_DELAY_MS = 10;
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';
const FIELD = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The elements of `root` Tab reaches. */
function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Keeps Tab and Shift+Tab inside the dialog, also from the dialog itself or a control that is no stop of Tab. */
function trapTab(event: KeyboardEvent<HTMLDivElement>, dialog: HTMLElement): void {
  const items = focusables(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (event.shiftKey && at <= 0) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (at === -1 || at === items.length - 1)) {
    event.preventDefault();
    first.focus();
  }
}

export interface DialogProps {
  /** The visible heading; it also names the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** Escape, the close button and the backdrop call it; without it the dialog has no close button and stays open. */
  onClose?: (() => void) | undefined;
  /** Buttons under the body. */
  actions?: ReactNode;
  size?: 'normal' | 'wide';
  /** Where focus goes when the dialog opens: its first control (default) or, for a form, its first field. */
  initialFocus?: 'control' | 'field';
  /**
   * Drawn where it is rendered instead of at the end of the body: for a host that already sits at the top of the page
   * (the shell's ModalHost). An area's dialog leaves it off, so no ancestor of the page can clip or cover it.
   */
  inPlace?: boolean;
}

/**
 * An accessible modal dialog: role dialog, aria-modal, named by its title; focus moves in on opening, Tab stays
 * inside, and focus returns where it was on closing. Mount it to open it, unmount it to close it.
 */
export function Dialog({ title, children, onClose, actions, size = 'normal', initialFocus = 'control', inPlace = false }: DialogProps) {
  const intl = useKitIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [entered, setEntered] = useState(false);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const field = initialFocus === 'field' ? dialog.querySelector<HTMLElement>(FIELD) : null;
      (field ?? focusables(dialog)[0] ?? dialog).focus();
    }
    const timer = setTimeout(() => setEntered(true), MODAL_ENTRY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      previous?.focus();
    };
    // Focus moves once, when the dialog opens; a later change of its props keeps focus where the customer put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      trapTab(event, dialogRef.current);
    }
  };

  const dialog = (
    <div className={`ui-modal${entered ? ' ui-modal--entered' : ''}`} onKeyDown={onKeyDown}>
      <div className="ui-modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        className={`ui-modal__dialog ui-modal__dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          {onClose && (
            <button type="button" className="ui-modal__close" aria-label={intl.formatMessage({ id: 'kit.modal.close' })} onClick={onClose}>
              ×
            </button>
          )}
        </div>
        <div className="ui-modal__body">{children}</div>
        {actions && <div className="ui-modal__actions">{actions}</div>}
      </div>
    </div>
  );
  return inPlace ? dialog : createPortal(dialog, document.body);
}
