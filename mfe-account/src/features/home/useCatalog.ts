import { useEffect } from 'react';
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

/**
 * One of the landing's reference lists; read inside an observer component. Empty while the prerendered page hydrates
 * (it was rendered without them; a copy kept in the browser may already be there): it shows right after.
 */
export function useLandingList<Name extends LandingList>(name: Name): ReferenceLists[Name] | readonly [] {
  const hydrated = useHydrated();
  return (hydrated ? referenceStore.get(name) : undefined) ?? [];
}
