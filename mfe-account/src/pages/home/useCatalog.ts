import { useEffect } from 'react';
import { referenceStore } from '@mealplan/shared/session';
import type { CatalogDish } from '../../services/ratingApi';
import type { DietItem, PlanItem, PriceItem } from './planHighlights';

const LANDING_LISTS = ['dietList', 'planList', 'priceList', 'products'] as const;

export interface LandingCatalog {
  diets: DietItem[];
  plans: PlanItem[];
  prices: PriceItem[];
  dishes: CatalogDish[];
}

/** The reference lists the landing page shows; read inside an observer component. */
export function useLandingCatalog(): LandingCatalog {
  useEffect(() => {
    void referenceStore.ensure(LANDING_LISTS);
  }, []);
  return {
    diets: referenceStore.get<DietItem[]>('dietList') ?? [],
    plans: referenceStore.get<PlanItem[]>('planList') ?? [],
    prices: referenceStore.get<PriceItem[]>('priceList') ?? [],
    dishes: referenceStore.get<CatalogDish[]>('products') ?? [],
  };
}
