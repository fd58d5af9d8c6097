import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { modalStore as defaultModalStore, type ModalHeadline, type ModalStore } from '@mealplan/shared/modal';
import { Button } from './Button';
import type { IntlShape } from 'react-intl';
import { useKitIntl } from './useKitIntl';

/** spec 1 §9: the modal's entry animation starts 10 ms after it opens. */
export const MODAL_ENTRY_DELAY_MS = 10;
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** The elements of `root` Tab reaches. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Keeps Tab and Shift+Tab inside the dialog (also for an area's own dialogs). */
export function trapTab(event: KeyboardEvent<HTMLDivElement>, dialog: HTMLElement): void {
  const items = focusables(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The spec's three standard headlines are kept as kit ids (modalStore) and shown in the page's language. */
function headlineText(headline: ModalHeadline, intl: IntlShape): string {
  return typeof headline === 'string' ? headline : intl.formatMessage({ id: headline.id });
}

/** Renders the generic modal of `store` as an accessible dialog. */
export const ModalHost = observer(function ModalHost({ store = defaultModalStore }: { store?: ModalStore }) {
  const intl = useKitIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [entered, setEntered] = useState(false);
  const { display, closable } = store;

  useEffect(() => {
    if (!display) {
      setEntered(false);
      return;
    }
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusables(dialog)[0] ?? dialog).focus();
    const timer = setTimeout(() => setEntered(true), MODAL_ENTRY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      previous?.focus();
    };
  }, [display]);

  if (!display) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && closable) {
      event.stopPropagation();
      store.clear();
    } else if (event.key === 'Tab' && dialogRef.current) {
      trapTab(event, dialogRef.current);
    }
  };

  return (
    <div className={`ui-modal${entered ? ' ui-modal--entered' : ''}`} onKeyDown={onKeyDown}>
      <div className="ui-modal__backdrop" aria-hidden="true" onClick={closable ? store.clear : undefined} />
      <div
        ref={dialogRef}
        className={`ui-modal__dialog ui-modal__dialog--${store.size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {headlineText(store.headline, intl)}
          </h2>
          {closable && (
            <button type="button" className="ui-modal__close" aria-label={intl.formatMessage({ id: 'kit.modal.close' })} onClick={store.clear}>
              ×
            </button>
          )}
        </div>
        <div className="ui-modal__body">{store.content}</div>
        {store.actions.length > 0 && (
          <div className="ui-modal__actions">
            {store.actions.map((action) => (
              <Button key={action.label} variant={action.variant ?? 'primary'} onClick={action.onClick}>
                {action.label}
              </Button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
});
