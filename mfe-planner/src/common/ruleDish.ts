// A catalogue dish (the products reference list) in the shape the dish rules of @mealplan/shared/domain take; the
// wizard's default menu and the plan page's dish lists both apply those rules.
import type { Dish } from '@mealplan/shared/domain';
import type { Dish as CatalogDish } from '@mealplan/shared/protocol';

export function ruleDish(dish: CatalogDish): Dish {
  return { id: dish.id, ingredients: dish.ingredients, group: dish.group ?? 0, spicy: dish.spicy, mealTypes: dish.type };
}
