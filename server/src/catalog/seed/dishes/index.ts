import { breakfastDishes } from './breakfast';
import { mainDishes } from './mains';
import { sideDishes } from './sides';
import { snackDishes } from './snacks';

export type { DishSeed } from './define';
export { dishImagePath } from './define';

export const dishes = [...breakfastDishes, ...snackDishes, ...mainDishes, ...sideDishes];

const dishById = new Map(dishes.map((dish) => [dish.id, dish]));

export function findDish(id: number) {
  return dishById.get(id);
}
