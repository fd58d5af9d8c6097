// Meal types: five top-level meals (parent 0) and the side types that hang under breakfast, lunch and dinner.
export interface MealTypeSeed {
  id: number;
  title: string;
  titleAr: string;
  sortOrder: number;
  parentId: number;
  sideSlots: number;
}

export const MEAL_TYPE = {
  breakfast: 1,
  morningSnack: 2,
  lunch: 3,
  eveningSnack: 4,
  dinner: 5,
  breakfastSide: 6,
  lunchSide: 7,
  dinnerSide: 8,
} as const;

export const mealTypes: MealTypeSeed[] = [
  { id: 1, title: 'Breakfast', titleAr: 'الفطور', sortOrder: 1, parentId: 0, sideSlots: 0 },
  { id: 2, title: 'Morning Snack', titleAr: 'وجبة خفيفة صباحية', sortOrder: 2, parentId: 0, sideSlots: 0 },
  { id: 3, title: 'Lunch', titleAr: 'الغداء', sortOrder: 3, parentId: 0, sideSlots: 0 },
  { id: 4, title: 'Evening Snack', titleAr: 'وجبة خفيفة مسائية', sortOrder: 4, parentId: 0, sideSlots: 0 },
  { id: 5, title: 'Dinner', titleAr: 'العشاء', sortOrder: 5, parentId: 0, sideSlots: 0 },
  { id: 6, title: 'Breakfast Side', titleAr: 'طبق جانبي للفطور', sortOrder: 6, parentId: 1, sideSlots: 1 },
  { id: 7, title: 'Lunch Side', titleAr: 'طبق جانبي للغداء', sortOrder: 7, parentId: 3, sideSlots: 2 },
  { id: 8, title: 'Dinner Side', titleAr: 'طبق جانبي للعشاء', sortOrder: 8, parentId: 5, sideSlots: 2 },
];

/** Meal types preselected when building a plan. */
export const DEFAULT_MEAL_TYPES = [MEAL_TYPE.breakfast, MEAL_TYPE.lunch, MEAL_TYPE.dinner];
/** Main meals: a plan needs at least one of them. */
export const REQUIRED_MEAL_TYPES = [MEAL_TYPE.breakfast, MEAL_TYPE.lunch, MEAL_TYPE.dinner];
/** Meal-type combinations offered on mobile, most popular first. */
export const MOBILE_MEAL_TYPE_COMBINATIONS = [
  [1, 2, 3, 4, 5],
  [1, 3, 4, 5],
  [1, 3, 5],
  [1, 2, 3, 5],
  [3, 4, 5],
  [1, 3],
  [3, 5],
];
