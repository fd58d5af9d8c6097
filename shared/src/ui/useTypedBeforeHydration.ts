// A field the visitor typed in before the page's script ran. A guest's prerendered page answers from its HTML
// (shell/scripts/paint-first.js: its fields take typing before React has the page). React hydrates such a field as it
// is, but its state still holds the server's value, and the field's next render would put that value back, losing
// what was typed. As the field is hydrated, before any re-render, it tells React what is in it, as if typed now.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useHydrated } from './useHydrated';

type Typeable = HTMLInputElement | HTMLTextAreaElement;

/**
 * Tells React a field's value (or a box's tick) as the browser has it: React's own setter (its value tracker) is given
 * the server's value, the browser's setter what the field holds, and an input event (a click for a box) makes React's
 * onChange see the change. Returns whether there was anything to tell.
 */
export function tellTypedValue(field: Typeable): boolean {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked === field.defaultChecked) return false;
    field.checked = field.defaultChecked;
    field.click();
    return true;
  }
  if (field.value === field.defaultValue) return false;
  const typed = field.value;
  field.value = field.defaultValue;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}

/** A ref for a field that keeps, as it is hydrated, what the visitor typed in it before the page's script ran. */
export function useTypedBeforeHydration<T extends Typeable>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  const hydrating = !useHydrated();
  const hydratingRef = useRef(hydrating);
  // A layout effect: after the hydration's commit, before the re-renders that follow it.
  useLayoutEffect(() => {
    if (hydratingRef.current && ref.current) tellTypedValue(ref.current);
  }, []);
  return ref;
}
