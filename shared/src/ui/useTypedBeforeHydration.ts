// A field the visitor typed in before the page's script ran. A guest's prerendered page answers from its HTML
// (shell/scripts/paint-first.js: its fields take typing before React has the page). React hydrates such a field as it
// is, but its state still holds the server's value, and the field's next render would put that value back, losing
// what was typed. As the field is hydrated, before any re-render, it tells React what is in it, as if typed now.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useHydrated } from './useHydrated';

type Typeable = HTMLInputElement | HTMLTextAreaElement;

/** What a field holds: its value, or for a box whether it is ticked. */
interface Held {
  value: string;
  checked: boolean;
}

const isBox = (field: Typeable): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What `field` holds when it differs from the value React rendered it with (its default); undefined when it does not. */
export function typedValue(field: Typeable): Held | undefined {
  if (isBox(field)) return field.checked === field.defaultChecked ? undefined : { value: field.value, checked: field.checked };
  return field.value === field.defaultValue ? undefined : { value: field.value, checked: false };
}

/**
 * Tells React that `field` holds `held`, as if typed now: React's own setter (its value tracker) is given another
 * value, the browser's setter the held one, and an input event (a click for a box) makes React's onChange see the
 * change.
 */
export function tellTypedValue(field: Typeable, held: Held): void {
  if (isBox(field)) {
    field.checked = !held.checked;
    field.click();
    return;
  }
  field.value = held.value === '' ? ' ' : '';
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, held.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A ref for a field that keeps, as it is hydrated, what the visitor typed in it before the page's script ran. */
export function useTypedBeforeHydration<T extends Typeable>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  const hydrating = !useHydrated();
  const hydratingRef = useRef(hydrating);
  // What the field holds is read as its hydration commits, before any re-render can put the server's value back, and
  // told once the commit is done: a change told during a commit is undone by React's restoring of the field to its
  // props (the re-render the change asks for waits until the commit ends).
  useLayoutEffect(() => {
    const field = ref.current;
    const held = hydratingRef.current && field ? typedValue(field) : undefined;
    if (field && held) queueMicrotask(() => tellTypedValue(field, held));
  }, []);
  return ref;
}
