// One loader per reference list: reads the catalog tables and shapes rows as the protocol's get_arrays lists.
import type { ReferenceListName, ReferenceLists } from '@mealplan/shared/protocol';
import type { Db } from '../db';
import { dishAverageRatings } from '../accounts/dish-ratings';
import { activeVouchersWithoutCodes } from './lookups';
import { DEFAULT_MEAL_TYPES, MOBILE_MEAL_TYPE_COMBINATIONS, REQUIRED_MEAL_TYPES } from './seed/meal-types';
import { PLAN_DAY_RANGES } from './seed/prices';
import { addressFields, genders, languages } from './seed/reference-lists';

type Loader<K extends ReferenceListName> = (db: Db, language: string) => Promise<ReferenceLists[K]>;
export type Loaders = { [K in ReferenceListName]: Loader<K> };

interface DishRow {
  id: number;
  title: string;
  title_ar: string;
  description: string;
  description_ar: string;
  calories: number;
  fat: number;
  protein: number;
  carb: number;
  ingredients: number[];
  group_id: number;
  spicy: boolean;
  meal_types: number[];
  dish_type: string;
  diets: number[];
  label_id: number | null;
  image: string;
  preview: string;
  allergens: number[];
}

const isArabic = (language: string) => language.toLowerCase().startsWith('ar');

/** The row's name in the requested language (SQL): the Arabic when asked for and present, else the English. */
const localName = (language: string) => (isArabic(language) ? "COALESCE(NULLIF(name_ar, ''), name)" : 'name');

const named = (db: Db, table: string, language: string) =>
  db.query<{ id: number; name: string }>(`SELECT id, ${localName(language)} AS name FROM ${table} ORDER BY id`);

const idNameMap = async (db: Db, table: string, language: string) =>
  Object.fromEntries((await named(db, table, language)).map((row) => [String(row.id), row.name]));

/** A dish picture's path in the language: the Arabic picture writes the dish's Arabic name (GET /media/dishes/<id>.webp?lang=ar). */
export const localDishImage = (path: string, language: string): string => (isArabic(language) && path !== '' ? `${path}?lang=ar` : path);

/** Dishes with their description and picture in the requested language (title and title_ar both, as the spec sends them). */
async function products(db: Db, language: string): Promise<ReferenceLists['products']> {
  const rows = await db.query<DishRow>(
    `SELECT d.*, COALESCE(ARRAY(SELECT i.id FROM ingredients i WHERE i.id = ANY(d.ingredients) AND i.allergen IS NOT NULL ORDER BY i.id), '{}') AS allergens
     FROM dishes d ORDER BY d.id`,
  );
  const ratings = await dishAverageRatings(db);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    title_ar: row.title_ar,
    description: isArabic(language) && row.description_ar ? row.description_ar : row.description,
    image: localDishImage(row.image, language),
    preview: localDishImage(row.preview, language),
    calories: row.calories,
    fat: row.fat,
    protein: row.protein,
    carb: row.carb,
    ingredients: row.ingredients,
    type: row.meal_types,
    group: row.group_id,
    spicy: row.spicy,
    allergens: row.allergens,
    dishType: row.dish_type,
    parent_id: 0,
    diets: row.diets,
    label_id: row.label_id,
    ...(ratings.has(row.id) ? { rating: ratings.get(row.id) } : {}),
  }));
}

async function diets(db: Db): Promise<ReferenceLists['dietList']> {
  const rows = await db.query<{
    id: number;
    name: string;
    name_ar: string;
    description: string;
    meal_types: number[];
    sides_id: number | null;
    oil_side_picker: boolean;
    protein_percent: number | null;
    carbs_percent: number | null;
    fat_percent: number | null;
  }>('SELECT * FROM diets ORDER BY sort_order');
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_ar: row.name_ar,
    description: row.description,
    mealtypes: row.meal_types,
    sides_id: row.sides_id,
    oilSidePicker: row.oil_side_picker,
    macros:
      row.protein_percent === null || row.carbs_percent === null || row.fat_percent === null
        ? null
        : { protein: row.protein_percent, carbs: row.carbs_percent, fat: row.fat_percent },
  }));
}

async function areas(db: Db, language: string): Promise<ReferenceLists['areasList']> {
  return db.query(`SELECT id, ${localName(language)} AS name, emirate_id FROM areas ORDER BY emirate_id, 2`);
}

/**
 * The catalogue's names translated into the requested language, keyed by their English text. A name is its own
 * translation when none is listed (every name in English, an Arabic name left blank), so those are left out: English
 * is an empty list, not every name mapped to itself (2.6 KB of the demo catalogue in each English reply carrying it).
 */
async function lang(db: Db, language: string): Promise<ReferenceLists['lang']> {
  if (!isArabic(language)) return {};
  const rows = await db.query<{ en: string; ar: string }>(
    `SELECT title AS en, title_ar AS ar FROM meal_types
     UNION ALL SELECT name, name_ar FROM diets
     UNION ALL SELECT name, name_ar FROM emirates
     UNION ALL SELECT name, name_ar FROM ingredients`,
  );
  return Object.fromEntries(rows.filter((row) => row.ar !== '' && row.ar !== row.en).map((row) => [row.en, row.ar]));
}

const dayRanges = PLAN_DAY_RANGES.map(({ id, from, to }) => ({ id, from, to }));

export const loaders: Loaders = {
  async typeList(db) {
    const rows = await db.query<{ id: number; title: string; title_ar: string; sort_order: number; parent_id: number; side_slots: number }>(
      'SELECT * FROM meal_types ORDER BY sort_order',
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      title_ar: row.title_ar,
      order: row.sort_order,
      parent_id: row.parent_id,
      side_slots: row.side_slots,
      children: rows.filter((child) => child.parent_id === row.id).map((child) => child.id),
    }));
  },
  dietList: diets,
  dietMobileList: diets,
  // The delivery window as the customer reads it: '5:00 ص - 8:00 ص' in Arabic, as the printed menu has it.
  async slotsList(db, language) {
    const displayName = isArabic(language) ? "COALESCE(NULLIF(display_name_ar, ''), display_name)" : 'display_name';
    return db.query(`SELECT id, name, ${displayName} AS display_name, emirate_id FROM delivery_slots ORDER BY emirate_id, id`);
  },
  async planList(db) {
    const rows = await db.query<{ id: number; title: string; days_count: number; exclude_week_day: number[]; preset: boolean }>(
      'SELECT * FROM plans ORDER BY days_count',
    );
    return rows.map((row) => ({ id: row.id, title: row.title, count: row.days_count, excludeWeekDay: row.exclude_week_day, preset: row.preset }));
  },
  async priceList(db) {
    return db.query(
      'SELECT diet_id, plan_id AS "mealPlan_id", meal_type_id AS "mealType_id", value FROM prices ORDER BY diet_id, plan_id, meal_type_id',
    );
  },
  async ingredientList(db) {
    const rows = await db.query<{ id: number; name: string; name_ar: string; allergen: string | null }>('SELECT * FROM ingredients ORDER BY id');
    return rows.map((row) => ({ id: row.id, title: row.name, title_ar: row.name_ar, allergen: row.allergen !== null, allergen_type: row.allergen }));
  },
  areasList: areas,
  areasListFull: areas,
  async allEmirates(db, language) {
    return db.query(`SELECT id, ${localName(language)} AS name, name_ar FROM emirates ORDER BY id`);
  },
  products,
  productsList: products,
  productsFull: products,
  lang,
  defaultTypes: async () => DEFAULT_MEAL_TYPES,
  requiredTypes: async () => REQUIRED_MEAL_TYPES,
  async couponTypes(db) {
    return db.query('SELECT id, name, type FROM coupon_types ORDER BY id');
  },
  commonVouchers: activeVouchersWithoutCodes,
  gender: async () => genders,
  language: async () => languages,
  addressFields: async () => addressFields,
  planDayRange: async () => dayRanges,
  daysRangeMob: async () => dayRanges,
  mealtypeMobCombinations: async () => MOBILE_MEAL_TYPE_COMBINATIONS,
  async dishLabels(db, language) {
    return db.query(`SELECT id, ${localName(language)} AS name, color FROM dish_labels ORDER BY id`);
  },
  // Names shown as they are: served in the requested language (get_arrays language).
  medicalConditions: (db, language) => named(db, 'medical_conditions', language),
  companies: (db, language) => named(db, 'companies', language),
  dishGroups: (db, language) => named(db, 'dish_groups', language),
  blogCategories: (db, language) => idNameMap(db, 'blog_categories', language),
  forumCategories: (db, language) => idNameMap(db, 'forum_categories', language),
};
