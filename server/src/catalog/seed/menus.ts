// Menus per diet: the custom plan (for every day of the month, a ranked list of dishes per meal type),
// the same for side types, and the default dish per diet and meal type (and per side slot).
import { diets, type DietSeed } from './diets';
import { dishes, type DishSeed } from './dishes';
import { mealTypes } from './meal-types';

export const DAYS_IN_MONTH_MAX = 31;
const CHOICES_PER_DAY = 4;

export interface CustomPlanSeed {
  dietId: number;
  mealTypeId: number;
  day: number;
  dishIds: number[];
}

export interface CustomPlanSideSeed extends CustomPlanSeed {
  sideTypeId: number;
}

export interface DefaultDishSeed {
  dietId: number;
  mealTypeId: number;
  dishId: number;
}

export interface DefaultDishSideSeed {
  dietId: number;
  sideTypeId: number;
  sideSlot: number;
  dishId: number;
}

/** Dishes a diet offers for a meal type (or side type), best sellers and labelled dishes first. */
export function menuCandidates(diet: DietSeed, mealTypeId: number): DishSeed[] {
  return dishes
    .filter((dish) => dish.mealTypes.includes(mealTypeId) && diet.accepts(dish))
    .sort((a, b) => Number(b.labelId !== null) - Number(a.labelId !== null) || a.id - b.id);
}

/** A day's ranked list: a window over the candidates that moves on each day; each meal type starts elsewhere. */
function rotation(candidates: DishSeed[], day: number, mealTypeId: number): number[] {
  const count = Math.min(CHOICES_PER_DAY, candidates.length);
  const start = ((day - 1) * 2 + mealTypeId * 5) % Math.max(candidates.length, 1);
  return Array.from({ length: count }, (_, index) => candidates[(start + index) % candidates.length]!.id);
}

const days = Array.from({ length: DAYS_IN_MONTH_MAX }, (_, index) => index + 1);
const typeById = new Map(mealTypes.map((type) => [type.id, type]));
const isMain = (mealTypeId: number) => typeById.get(mealTypeId)?.parentId === 0;

export const customPlans: CustomPlanSeed[] = diets.flatMap((diet) =>
  diet.mealTypes.filter(isMain).flatMap((mealTypeId) => {
    const candidates = menuCandidates(diet, mealTypeId);
    return days.map((day) => ({ dietId: diet.id, mealTypeId, day, dishIds: rotation(candidates, day, mealTypeId) }));
  }),
);

export const customPlanSides: CustomPlanSideSeed[] = diets.flatMap((diet) =>
  diet.mealTypes
    .filter((id) => !isMain(id))
    .flatMap((sideTypeId) => {
      const candidates = menuCandidates(diet, sideTypeId);
      const mealTypeId = typeById.get(sideTypeId)?.parentId ?? 0;
      return days.map((day) => ({ dietId: diet.id, sideTypeId, mealTypeId, day, dishIds: rotation(candidates, day, sideTypeId) }));
    }),
);

export const defaultDishes: DefaultDishSeed[] = diets.flatMap((diet) =>
  diet.mealTypes.filter(isMain).flatMap((mealTypeId) => {
    const first = menuCandidates(diet, mealTypeId)[0];
    return first ? [{ dietId: diet.id, mealTypeId, dishId: first.id }] : [];
  }),
);

export const defaultDishSides: DefaultDishSideSeed[] = diets.flatMap((diet) =>
  diet.mealTypes
    .filter((id) => !isMain(id))
    .flatMap((sideTypeId) => {
      const candidates = menuCandidates(diet, sideTypeId);
      const slots = typeById.get(sideTypeId)?.sideSlots ?? 0;
      return Array.from({ length: Math.min(slots, candidates.length) }, (_, index) => ({
        dietId: diet.id,
        sideTypeId,
        sideSlot: index + 1,
        dishId: candidates[index]!.id,
      }));
    }),
);
