// A small catalogue in the reference lists' shapes: meal types with their sides, diets, plans and prices.
export const MEAL_TYPES = [
  { id: 1, title: 'Breakfast', order: 1, parent_id: 0 },
  { id: 2, title: 'Morning Snack', order: 2, parent_id: 0 },
  { id: 3, title: 'Lunch', order: 3, parent_id: 0 },
  { id: 4, title: 'Evening Snack', order: 4, parent_id: 0 },
  { id: 5, title: 'Dinner', order: 5, parent_id: 0 },
  { id: 7, title: 'Lunch Side', order: 7, parent_id: 3 },
  { id: 8, title: 'Dinner Side', order: 8, parent_id: 5 },
];

export const DIETS = [
  { id: 30, name: 'Balanced', mealtypes: [1, 2, 3, 4, 5, 7, 8], sides_id: 30 },
  { id: 12, name: 'Keto', mealtypes: [1, 3, 5, 7, 8], sides_id: null },
  { id: 99, name: 'Coming soon', mealtypes: [], sides_id: null },
];

export const PLANS = [
  { id: 5, title: '5 Days - No Fri & Sat', count: 5, excludeWeekDay: [5, 6] },
  { id: 20, title: '20 Days - No Fri & Sat', count: 20, excludeWeekDay: [5, 6] },
  { id: 21, title: '21 Days - Full Week', count: 21, excludeWeekDay: [] },
];

/** 10 AED a day per meal type, on every diet and plan. */
export const PRICES = DIETS.flatMap((diet) =>
  PLANS.flatMap((plan) => diet.mealtypes.map((mealType_id) => ({ diet_id: diet.id, mealPlan_id: plan.id, mealType_id, value: 1000 }))),
);

export const COMBINATIONS = [
  [1, 2, 3, 4, 5],
  [1, 3, 5],
  [3, 5],
  [1, 3],
];
