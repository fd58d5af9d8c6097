// Compact dish rows -> dish seeds. Nutrition is written in display units (kcal, g) and stored in thousandths.
import { toThousandths } from '@mealplan/shared/units';
import { ingredientIds } from '../ingredients';
import { DISH_DESCRIPTIONS_AR } from './descriptions-ar';

export interface DishSeed {
  id: number;
  title: string;
  titleAr: string;
  description: string;
  /** '' when the dish has no Arabic description (the English is shown). */
  descriptionAr: string;
  groupId: number;
  calories: number;
  fat: number;
  protein: number;
  carb: number;
  ingredients: number[];
  spicy: boolean;
  mealTypes: number[];
  dishType: 'main' | 'side';
  labelId: number | null;
  image: string;
}

export interface DishOptions {
  spicy?: boolean;
  mealTypes?: number[];
  label?: number;
}

/** [title, Arabic title, description, group id, [kcal, fat g, protein g, carb g], ingredient keys, options] */
export type DishRow = [
  title: string,
  titleAr: string,
  description: string,
  groupId: number,
  nutrition: [kcal: number, fat: number, protein: number, carb: number],
  ingredientKeys: string,
  options?: DishOptions,
];

/** A dish's picture (GET /media/dishes/<id>.webp, drawn from its illustration: catalog/dish-picture.ts). */
export const dishImagePath = (id: number): string => `/media/dishes/${id}.webp`;

export function defineDishes(firstId: number, defaults: { mealTypes: number[]; dishType: 'main' | 'side' }, rows: DishRow[]): DishSeed[] {
  return rows.map(([title, titleAr, description, groupId, [kcal, fat, protein, carb], keys, options = {}], index) => {
    const id = firstId + index;
    return {
      id,
      title,
      titleAr,
      description,
      descriptionAr: DISH_DESCRIPTIONS_AR[id] ?? '',
      groupId,
      calories: toThousandths(kcal),
      fat: toThousandths(fat),
      protein: toThousandths(protein),
      carb: toThousandths(carb),
      ingredients: ingredientIds(keys),
      spicy: options.spicy ?? false,
      mealTypes: options.mealTypes ?? defaults.mealTypes,
      dishType: defaults.dishType,
      labelId: options.label ?? null,
      image: dishImagePath(id),
    };
  });
}
