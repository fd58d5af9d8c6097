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

export const dishGroups: { id: number; name: string }[] = [
  { id: 1, name: 'Poultry' },
  { id: 2, name: 'Red Meat' },
  { id: 3, name: 'Seafood' },
  { id: 4, name: 'Vegetarian' },
  { id: 5, name: 'Vegan' },
  { id: 6, name: 'Dairy' },
  { id: 7, name: 'Gluten' },
  { id: 8, name: 'Nuts' },
  { id: 9, name: 'Eggs' },
  { id: 10, name: 'Soups' },
  { id: 11, name: 'Salads' },
  { id: 12, name: 'Desserts' },
  { id: 13, name: 'Smoothies & Juices' },
  { id: 14, name: 'Spicy' },
];

export const LABEL = { chefSpecial: 1, new: 2, highProtein: 3, lowCarb: 4, bestSeller: 5 } as const;

export const dishLabels: { id: number; name: string; color: string }[] = [
  { id: 1, name: "Chef's Special", color: '#b5542b' },
  { id: 2, name: 'New', color: '#2f7d4f' },
  { id: 3, name: 'High Protein', color: '#2c5d8f' },
  { id: 4, name: 'Low Carb', color: '#7a5c99' },
  { id: 5, name: 'Best Seller', color: '#c28a12' },
];
