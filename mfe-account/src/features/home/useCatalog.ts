import { useEffect } from 'react';
import type { PriceRow } from '@mealplan/shared/domain';
import type { Diet, Dish, Plan } from '@mealplan/shared/protocol';
import { referenceStore } from '@mealplan/shared/session';
import { useHydrated } from '@mealplan/shared/ui';

const LANDING_LISTS = ['dietList', 'planList', 'priceList', 'products'] as const;

export interface LandingCatalog {
  diets: readonly Diet[];
  plans: readonly Plan[];
  prices: readonly PriceRow[];
  dishes: readonly Dish[];
}

const NOTHING_YET: LandingCatalog = { diets: [], plans: [], prices: [], dishes: [] };

/**
 * The reference lists the landing page shows; read inside an observer component. None while the prerendered page
 * hydrates (it was rendered without them; a copy kept in the browser may already be there): they show right after.
 */
export function useLandingCatalog(): LandingCatalog {
  const hydrated = useHydrated();
  useEffect(() => {
    // The page is on screen already (prerendered): its plans, prices and dishes fill in without a spinner over it.
    void referenceStore.ensure(LANDING_LISTS, { background: true });
  }, []);
  if (!hydrated) return NOTHING_YET;
  return {
    diets: referenceStore.get('dietList') ?? [],
    plans: referenceStore.get('planList') ?? [],
    prices: referenceStore.get('priceList') ?? [],
    dishes: referenceStore.get('products') ?? [],
  };
}
