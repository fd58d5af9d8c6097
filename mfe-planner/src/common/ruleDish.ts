// A catalogue dish (the products reference list) in the shape the dish rules of @mealplan/shared/domain take; the
// wizard's default menu and the plan page's dish lists both apply those rules (the rule lives in shared).
export { ruleDishOf as ruleDish } from '@mealplan/shared/domain';
