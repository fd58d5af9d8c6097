// What placing an order reads besides its own tables: the catalogue's plan, diet, prices, meal types, dishes, slot and
// holidays (read by the catalogue module), and the customer's dish preferences (read by the accounts module).
export { findPlan, findDiet, findSlot, mainMealTypeIds, priceRows, dishesById, planCalendar } from '../catalog/order-reference';
export type { PlanRow, DietRow, OrderDish, SlotRow } from '../catalog/order-reference';
export { readDishPreferences as userPrefs } from '../accounts/users';
