// Dish groups (a customer may eliminate groups; 14 = spicy also removes every dish flagged spicy) and dish labels.
export const GROUP = {
  poultry: 1,
  redMeat: 2,
  seafood: 3,
  vegetarian: 4,
  vegan: 5,
  dairy: 6,
  gluten: 7,
  nuts: 8,
  eggs: 9,
  soups: 10,
  salads: 11,
  desserts: 12,
  smoothies: 13,
  spicy: 14,
} as const;

export const SPICY_GROUP_ID = GROUP.spicy;

export const dishGroups: { id: number; name: string; nameAr: string }[] = [
  { id: 1, name: 'Poultry', nameAr: 'دواجن' },
  { id: 2, name: 'Red Meat', nameAr: 'لحوم حمراء' },
  { id: 3, name: 'Seafood', nameAr: 'مأكولات بحرية' },
  { id: 4, name: 'Vegetarian', nameAr: 'نباتي' },
  { id: 5, name: 'Vegan', nameAr: 'نباتي صرف' },
  { id: 6, name: 'Dairy', nameAr: 'ألبان' },
  { id: 7, name: 'Gluten', nameAr: 'غلوتين' },
  { id: 8, name: 'Nuts', nameAr: 'مكسرات' },
  { id: 9, name: 'Eggs', nameAr: 'بيض' },
  { id: 10, name: 'Soups', nameAr: 'شوربات' },
  { id: 11, name: 'Salads', nameAr: 'سلطات' },
  { id: 12, name: 'Desserts', nameAr: 'حلويات' },
  { id: 13, name: 'Smoothies & Juices', nameAr: 'سموذي وعصائر' },
  { id: 14, name: 'Spicy', nameAr: 'حار' },
];

export const LABEL = { chefSpecial: 1, new: 2, highProtein: 3, lowCarb: 4, bestSeller: 5 } as const;

export const dishLabels: { id: number; name: string; nameAr: string; color: string }[] = [
  { id: 1, name: "Chef's Special", nameAr: 'اختيار الشيف', color: '#b5542b' },
  { id: 2, name: 'New', nameAr: 'جديد', color: '#2f7d4f' },
  { id: 3, name: 'High Protein', nameAr: 'غني بالبروتين', color: '#2c5d8f' },
  { id: 4, name: 'Low Carb', nameAr: 'قليل الكربوهيدرات', color: '#7a5c99' },
  { id: 5, name: 'Best Seller', nameAr: 'الأكثر مبيعاً', color: '#c28a12' },
];
