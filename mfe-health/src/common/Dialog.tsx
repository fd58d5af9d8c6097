// A modal dialog of this area (the entry, missing-days, measurements and BFM & SMM modals): the kit's modal look and
// focus trap, rendered in a portal inside the area's own texts, focus on the first field, Escape and the backdrop close
// it and focus returns where it was. Not the kit's ModalHost: that is the page's one store-driven modal, rendered by
// the shell outside this area's tree, with a text headline and a fixed row of buttons; these are forms holding their
// own state in the area's tree (its texts and stores).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { focusables, MODAL_ENTRY_DELAY_MS, trapTab } from '@mealplan/shared/ui';

export interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the body. */
  actions?: ReactNode;
}

export function Dialog({ title, onClose, children, actions }: DialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [entered, setEntered] = useState(false);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (dialog.querySelector<HTMLElement>('input, select, textarea') ?? focusables(dialog)[0] ?? dialog).focus();
    const timer = setTimeout(() => setEntered(true), MODAL_ENTRY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      previous?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab' && dialogRef.current) trapTab(event, dialogRef.current);
  };

  return createPortal(
    <div className={`ui-modal health-dialog${entered ? ' ui-modal--entered' : ''}`} onKeyDown={onKeyDown}>
      <div className="ui-modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={dialogRef} className="ui-modal__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          <button type="button" className="ui-modal__close" aria-label={intl.formatMessage({ id: 'health.common.close' })} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="ui-modal__body">{children}</div>
        {actions && <div className="ui-modal__actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
