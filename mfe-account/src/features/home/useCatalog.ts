import { useEffect } from 'react';
import type { PriceRow } from '@mealplan/shared/domain';
import type { Diet, Dish, Plan } from '@mealplan/shared/protocol';
import { referenceStore } from '@mealplan/shared/session';

const LANDING_LISTS = ['dietList', 'planList', 'priceList', 'products'] as const;

export interface LandingCatalog {
  diets: readonly Diet[];
  plans: readonly Plan[];
  prices: readonly PriceRow[];
  dishes: readonly Dish[];
}

/** The reference lists the landing page shows; read inside an observer component. */
export function useLandingCatalog(): LandingCatalog {
  useEffect(() => {
    void referenceStore.ensure(LANDING_LISTS);
  }, []);
  return {
    diets: referenceStore.get('dietList') ?? [],
    plans: referenceStore.get('planList') ?? [],
    prices: referenceStore.get('priceList') ?? [],
    dishes: referenceStore.get('products') ?? [],
  };
}
