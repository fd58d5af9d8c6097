import { useDeferredValue, useEffect } from 'react';
import type { ReferenceLists } from '@mealplan/shared/protocol';
import { referenceStore } from '@mealplan/shared/session';
import { useHydrated } from '@mealplan/shared/ui';

const LANDING_LISTS = ['dietList', 'planList', 'priceList', 'products'] as const;
type LandingList = (typeof LANDING_LISTS)[number];

/** Asks for the reference lists the landing page shows, in the background: the page is on screen already (prerendered). */
export function useLandingLists(): void {
  useEffect(() => {
    void referenceStore.ensure(LANDING_LISTS, { background: true });
  }, []);
}

const NONE: readonly [] = [];

/**
 * One of the landing's reference lists; read inside an observer component. Empty while the prerendered page hydrates
 * (it was rendered without them; a copy kept in the browser may already be there): it shows right after, drawn in a
 * background render that React does in slices, not in the task that brought the list (issue 23: the landing's
 * sections were the page's longest tasks on a phone, up to 65 ms of a desktop CPU).
 */
export function useLandingList<Name extends LandingList>(name: Name): ReferenceLists[Name] | readonly [] {
  const hydrated = useHydrated();
  return useDeferredValue((hydrated ? referenceStore.get(name) : undefined) ?? NONE);
}
