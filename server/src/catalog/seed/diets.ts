// Diets and the rule that decides which dishes each diet's menu offers.
import type { MacroSplit } from '@mealplan/shared/domain';
import { fromThousandths } from '@mealplan/shared/units';
import { GROUP } from './dish-groups';
import type { DishSeed } from './dishes/define';
import { ingredients } from './ingredients';
import { MEAL_TYPE } from './meal-types';

export const DEFAULT_DIET_ID = 30;
export const OIL_SIDE_DIET_ID = 4;

export interface DietSeed {
  id: number;
  name: string;
  nameAr: string;
  description: string;
  mealTypes: number[];
  sidesId: number | null;
  oilSidePicker: boolean;
  sortOrder: number;
  /** Percent of the day's energy from protein, carbohydrate and fat (the daily targets' split). */
  macros: MacroSplit;
  /** Whether a dish belongs on this diet's menu. */
  accepts: (dish: DishSeed) => boolean;
}

const MAINS = [MEAL_TYPE.breakfast, MEAL_TYPE.morningSnack, MEAL_TYPE.lunch, MEAL_TYPE.eveningSnack, MEAL_TYPE.dinner];
const MEAL_SIDES = [MEAL_TYPE.lunchSide, MEAL_TYPE.dinnerSide];
const MEAT_GROUPS: number[] = [GROUP.poultry, GROUP.redMeat, GROUP.seafood];
const MEAT_INGREDIENTS = new Set(['chicken', 'beef', 'lamb', 'turkey', 'salmon', 'tuna', 'shrimp', 'hammour', 'seabass']);
const GLUTEN_IDS = new Set(ingredients.filter((item) => item.allergen === 'gluten').map((item) => item.id));
const MEAT_IDS = new Set(ingredients.filter((item) => MEAT_INGREDIENTS.has(item.key)).map((item) => item.id));

const grams = (thousandths: number) => fromThousandths(thousandths);
const isSnack = (dish: DishSeed) => dish.mealTypes.includes(MEAL_TYPE.morningSnack);

export const diets: DietSeed[] = [
  {
    id: 30,
    name: 'Balanced',
    nameAr: 'النظام المتوازن',
    description: "Our nutritionists' everyday plan: lean proteins, whole grains, healthy fats and plenty of vegetables in sensible portions.",
    mealTypes: [...MAINS, MEAL_TYPE.breakfastSide, ...MEAL_SIDES],
    sidesId: 30,
    oilSidePicker: false,
    sortOrder: 1,
    macros: { protein: 25, carbs: 45, fat: 30 },
    accepts: () => true,
  },
  {
    id: 4,
    name: 'Low Carb',
    nameAr: 'قليل الكربوهيدرات',
    description: 'Fewer starches and more protein and vegetables to keep energy steady; choose your dressing oil for every side.',
    mealTypes: [...MAINS, ...MEAL_SIDES],
    sidesId: 4,
    oilSidePicker: true,
    sortOrder: 2,
    macros: { protein: 30, carbs: 25, fat: 45 },
    accepts: (dish) => grams(dish.carb) <= (dish.dishType === 'side' ? 12 : 35),
  },
  {
    id: 12,
    name: 'Keto',
    nameAr: 'كيتو',
    description: 'High-fat, very low-carb meals that keep you in ketosis, with no rice, bread or sugar.',
    mealTypes: MAINS,
    sidesId: null,
    oilSidePicker: false,
    sortOrder: 3,
    macros: { protein: 20, carbs: 5, fat: 75 },
    accepts: (dish) => dish.dishType === 'main' && grams(dish.carb) <= (isSnack(dish) ? 12 : 22),
  },
  {
    id: 22,
    name: 'High Protein',
    nameAr: 'عالي البروتين',
    description: 'Built for training days and muscle recovery, with at least 20 g of protein in every main meal.',
    mealTypes: [...MAINS, ...MEAL_SIDES],
    sidesId: 22,
    oilSidePicker: false,
    sortOrder: 4,
    macros: { protein: 35, carbs: 40, fat: 25 },
    accepts: (dish) => dish.dishType === 'side' || grams(dish.protein) >= (isSnack(dish) ? 8 : 20),
  },
  {
    id: 18,
    name: 'Vegetarian',
    nameAr: 'نباتي',
    description: 'Meat-free and fish-free meals rich in legumes, dairy, eggs, grains and seasonal vegetables.',
    mealTypes: MAINS,
    sidesId: null,
    oilSidePicker: false,
    sortOrder: 5,
    macros: { protein: 20, carbs: 55, fat: 25 },
    accepts: (dish) => dish.dishType === 'main' && !MEAT_GROUPS.includes(dish.groupId) && dish.ingredients.every((id) => !MEAT_IDS.has(id)),
  },
  {
    id: 26,
    name: 'Gluten Free',
    nameAr: 'خالٍ من الغلوتين',
    description: 'Every meal prepared without wheat, barley or oats, for coeliacs and gluten-sensitive guests.',
    mealTypes: MAINS,
    sidesId: null,
    oilSidePicker: false,
    sortOrder: 6,
    macros: { protein: 25, carbs: 45, fat: 30 },
    accepts: (dish) => dish.dishType === 'main' && dish.ingredients.every((id) => !GLUTEN_IDS.has(id)),
  },
];

/** Ids of the diets whose menu includes the dish. */
export function dietIdsFor(dish: DishSeed): number[] {
  return diets.filter((diet) => diet.accepts(dish)).map((diet) => diet.id);
}
