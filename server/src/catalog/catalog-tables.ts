// The catalog as table rows, in dependency order, ready for insertMissing.
import { blogCategories, forumCategories } from './seed/blog';
import { diets, dietIdsFor } from './seed/diets';
import { dishGroups, dishLabels } from './seed/dish-groups';
import { dishes } from './seed/dishes';
import { areas, deliverySlots, emirates } from './seed/geography';
import { ingredients } from './seed/ingredients';
import { mealTypes } from './seed/meal-types';
import { customPlans, customPlanSides, defaultDishes, defaultDishSides } from './seed/menus';
import { plans } from './seed/plans';
import { prices } from './seed/prices';
import { commonVouchers, companies, couponTypes, deliveryPartners, medicalConditions } from './seed/reference-lists';
import { settings } from './seed/settings';
import { staticPages } from './seed/static-pages';
import type { TableRows } from './insert-rows';
import { sanitiseHtml } from '../content/sanitise';

export const catalogTables: TableRows[] = [
  {
    table: 'meal_types',
    columns: ['id', 'title', 'title_ar', 'sort_order', 'parent_id', 'side_slots'],
    rows: mealTypes.map((t) => [t.id, t.title, t.titleAr, t.sortOrder, t.parentId, t.sideSlots]),
  },
  {
    table: 'diets',
    columns: [
      'id',
      'name',
      'name_ar',
      'description',
      'meal_types',
      'sides_id',
      'oil_side_picker',
      'sort_order',
      'protein_percent',
      'carbs_percent',
      'fat_percent',
    ],
    rows: diets.map((d) => [
      d.id,
      d.name,
      d.nameAr,
      d.description,
      d.mealTypes,
      d.sidesId,
      d.oilSidePicker,
      d.sortOrder,
      d.macros.protein,
      d.macros.carbs,
      d.macros.fat,
    ]),
  },
  {
    table: 'plans',
    columns: ['id', 'title', 'days_count', 'exclude_week_day', 'preset'],
    rows: plans.map((p) => [p.id, p.title, p.daysCount, p.excludeWeekDay, p.preset]),
  },
  {
    table: 'prices',
    columns: ['diet_id', 'plan_id', 'meal_type_id', 'value'],
    rows: prices.map((p) => [p.diet_id, p.mealPlan_id, p.mealType_id, p.value]),
  },
  { table: 'emirates', columns: ['id', 'name', 'name_ar'], rows: emirates.map((e) => [e.id, e.name, e.nameAr]) },
  { table: 'areas', columns: ['id', 'emirate_id', 'name', 'name_ar'], rows: areas.map((a) => [a.id, a.emirateId, a.name, a.nameAr]) },
  {
    table: 'delivery_slots',
    columns: ['id', 'emirate_id', 'name', 'display_name', 'display_name_ar'],
    rows: deliverySlots.map((s) => [s.id, s.emirateId, s.name, s.displayName, s.displayNameAr]),
  },
  {
    table: 'ingredients',
    columns: ['id', 'name', 'name_ar', 'allergen'],
    rows: ingredients.map((i) => [i.id, i.name, i.nameAr, i.allergen]),
  },
  { table: 'dish_groups', columns: ['id', 'name', 'name_ar'], rows: dishGroups.map((g) => [g.id, g.name, g.nameAr]) },
  { table: 'dish_labels', columns: ['id', 'name', 'name_ar', 'color'], rows: dishLabels.map((l) => [l.id, l.name, l.nameAr, l.color]) },
  {
    table: 'dishes',
    columns: [
      'id',
      'title',
      'title_ar',
      'description',
      'description_ar',
      'calories',
      'fat',
      'protein',
      'carb',
      'ingredients',
      'group_id',
      'spicy',
      'meal_types',
      'dish_type',
      'diets',
      'label_id',
      'image',
      'preview',
    ],
    rows: dishes.map((d) => [
      d.id,
      d.title,
      d.titleAr,
      d.description,
      d.descriptionAr,
      d.calories,
      d.fat,
      d.protein,
      d.carb,
      d.ingredients,
      d.groupId,
      d.spicy,
      d.mealTypes,
      d.dishType,
      dietIdsFor(d),
      d.labelId,
      d.image,
      d.image,
    ]),
  },
  {
    table: 'custom_plans',
    columns: ['diet_id', 'meal_type_id', 'day', 'dish_ids'],
    rows: customPlans.map((c) => [c.dietId, c.mealTypeId, c.day, c.dishIds]),
  },
  {
    table: 'custom_plan_sides',
    columns: ['diet_id', 'side_type_id', 'meal_type_id', 'day', 'dish_ids'],
    rows: customPlanSides.map((c) => [c.dietId, c.sideTypeId, c.mealTypeId, c.day, c.dishIds]),
  },
  {
    table: 'default_dishes',
    columns: ['diet_id', 'meal_type_id', 'dish_id'],
    rows: defaultDishes.map((d) => [d.dietId, d.mealTypeId, d.dishId]),
  },
  {
    table: 'default_dish_sides',
    columns: ['diet_id', 'side_type_id', 'side_slot', 'dish_id'],
    rows: defaultDishSides.map((d) => [d.dietId, d.sideTypeId, d.sideSlot, d.dishId]),
  },
  { table: 'blog_categories', columns: ['id', 'name', 'name_ar'], rows: blogCategories.map((c) => [c.id, c.name, c.nameAr]) },
  { table: 'forum_categories', columns: ['id', 'name', 'name_ar'], rows: forumCategories.map((c) => [c.id, c.name, c.nameAr]) },
  { table: 'coupon_types', columns: ['id', 'name', 'type'], rows: couponTypes.map((c) => [c.id, c.name, c.type]) },
  {
    table: 'common_vouchers',
    columns: ['id', 'code', 'type', 'value', 'conditions', 'min_plan_days', 'valid_periods', 'first_order_only', 'uses_per_customer', 'total_uses'],
    rows: commonVouchers.map((v) => [
      v.id,
      v.code,
      v.type,
      v.value,
      v.conditions,
      v.minPlanDays,
      v.validPeriods,
      v.firstOrderOnly,
      v.usesPerCustomer,
      v.totalUses,
    ]),
    casts: { valid_periods: 'jsonb' },
  },
  { table: 'medical_conditions', columns: ['id', 'name', 'name_ar'], rows: medicalConditions.map((m) => [m.id, m.name, m.nameAr]) },
  { table: 'companies', columns: ['id', 'name', 'name_ar'], rows: companies.map((c) => [c.id, c.name, c.nameAr]) },
  {
    table: 'delivery_partners',
    columns: ['id', 'name', 'name_ar', 'helpline'],
    rows: deliveryPartners.map((p) => [p.id, p.name, p.nameAr, p.helpline]),
  },
  {
    table: 'settings',
    columns: ['alias', 'value', 'old_value'],
    rows: settings.map((s) => [s.alias, s.value, s.oldValue]),
    casts: { value: 'jsonb', old_value: 'jsonb' },
  },
  {
    table: 'static_pages',
    columns: ['alias', 'name', 'description', 'content'],
    rows: staticPages.map((p) => [p.alias, p.name, p.description, sanitiseHtml(p.content)]),
  },
];
