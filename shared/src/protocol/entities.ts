// Building blocks and entities shared by the channel schemas (spec 1 §3, spec 2 §3, spec 3 §3).
// Units: money in fils, nutrition in thousandths, times in unix seconds, ids positive integers.
import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from '../account/limits';
import { LOCALES } from '../i18n/locale';
import { ACTIVITY_LEVELS } from '../domain/nutrition';
import type { FieldLimit } from '../domain/progress';
import type { PriceRow } from '../domain/types';

// ---- scalars ----
// Every number and text of a request is built from these blocks, so that what passes validation is what the
// database holds (issue 9 point 9): integers fit a PostgreSQL integer column, ids are positive, and no text
// carries a NUL character (PostgreSQL refuses it in text). shared/test/protocol/building-blocks.test.ts walks
// every request schema of the protocol and fails on a field that escapes them.

/** The largest value of a PostgreSQL integer (int4) column, which holds every id and amount. */
export const MAX_INT32 = 2_147_483_647;
export const MIN_INT32 = -MAX_INT32 - 1;
/** Any integer an integer column holds. */
export const int32 = z.number().int().min(MIN_INT32).max(MAX_INT32);
/** A count or an amount: 0 .. 2^31 - 1. */
export const count = z.number().int().nonnegative().max(MAX_INT32);
export const id = z.number().int().positive().max(MAX_INT32);
export const fils = count;
export const thousandths = count;
/** 2000-01-01 00:00 in Asia/Dubai (unix seconds): the first day or moment a plan, delivery or entry can have. */
export const FIRST_DAY = 946_670_400;
/** 2100-01-01 00:00 in Asia/Dubai: the last. */
export const LAST_DAY = 4_102_430_400;
/** 1900-01-01 00:00 in Asia/Dubai (its local mean time then): the earliest birthday. */
export const FIRST_BIRTHDAY = -2_209_002_072;
export const DAY_RANGE_MESSAGE = 'must be a day between 2000 and 2100';
export const DATE_RANGE_MESSAGE = 'must be a date between 1900 and 2100';
/**
 * Unix seconds of a day or moment between 2000 and 2100 (bigint columns). Bounded so a day far outside the calendar
 * (1e15) gets a field error instead of reaching the date functions.
 */
export const unixSeconds = z
  .number()
  .int()
  .refine((seconds) => seconds >= FIRST_DAY && seconds <= LAST_DAY, DAY_RANGE_MESSAGE);
/** A moment that may lie before 1970 (a birthday), between 1900 and 2100, unix seconds, bigint column. */
export const unixTime = z
  .number()
  .int()
  .refine((seconds) => seconds >= FIRST_BIRTHDAY && seconds <= LAST_DAY, DATE_RANGE_MESSAGE);
export const weekday = z.number().int().min(0).max(6);
export const flag01 = z.literal([0, 1]);
/** Booleans some calls send as 0/1 (is_arabic, default flags). */
export const boolish = z.union([z.boolean(), flag01]);
/** A yes/no the wire carries as true/false or 1/0 (cutlery): one form inside the code, a boolean, converted here. */
export const wireFlag = z.literal([false, true, 0, 1]).transform((flag) => flag === true || flag === 1);

export const NUL_MESSAGE = 'must not contain NUL characters';
/** Text of any kind: refuses NUL characters (add .max() for the field's bound). */
export const text = z.string().refine((value) => !value.includes('\u0000'), NUL_MESSAGE);

/**
 * An optional field where an empty value means "not given" (issue 9 point 10): absent, undefined and '' (an
 * empty form field, as the spec's clients send `smscode: ''` or `referer: ''`) all parse to undefined.
 */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

export const email = z.email().max(MAX_EMAIL_LENGTH);
/** An email as the user typed it: its format is checked by the account rules, which answer with the field's own message. */
export const emailInput = text.trim().max(MAX_EMAIL_LENGTH);
export const token = text.min(1).max(512);
/** spec 1 §9: 16 uppercase characters. */
export const browserId = z.string().regex(/^[A-Z]{16}$/, 'must be 16 uppercase letters');
export const language = text.min(2).max(10);
export const name = text.max(MAX_NAME_LENGTH);
export const password = text.max(MAX_PASSWORD_LENGTH);
export const shortText = text.max(255);
export const freeText = text.max(5000);
/** A national phone number as typed (digits, spaces, +, -, parentheses). */
export const phone = z
  .string()
  .max(32)
  .regex(/^[0-9+()\-\s]*$/, 'must contain only digits, spaces and + - ( )');
export const url = text.max(2048);

export const MAX_LIST = 500;
export const idList = z.array(id).max(MAX_LIST);
export const weekdayList = z.array(weekday).max(7);

/** A record whose size is bounded (zod records have no size limit of their own). */
export function boundedRecord<K extends z.ZodType<string, string>, V extends z.ZodType>(key: K, value: V, max: number) {
  return z.record(key, value).refine((entries) => Object.keys(entries).length <= max, `must have at most ${max} entries`);
}

/** A day (unix seconds of its start in Asia/Dubai) used as an object key. */
export const dayKey = z
  .string()
  .regex(/^\d{1,12}$/, 'must be a day in unix seconds')
  .refine((key) => Number(key) >= FIRST_DAY && Number(key) <= LAST_DAY, DAY_RANGE_MESSAGE);
/** An id used as an object key. */
export const idKey = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be a positive id')
  .refine((key) => Number(key) <= MAX_INT32, 'must be a positive id');

// ---- meal plans ----
/** A main meal type maps to a dish id; a side meal type maps side slot number -> dish id. */
export const mealPlanEntry = z.union([id, boundedRecord(z.string().regex(/^\d{1,3}$/), id, 20)]);
/** MealPlan: day (unix seconds as string key) -> meal type id -> dish id (sides nested). */
export const mealPlan = boundedRecord(dayKey, boundedRecord(idKey, mealPlanEntry, 20), 400);
export type MealPlan = z.infer<typeof mealPlan>;

/** One dish of an order: spec 2 "Detail line". */
export const detailLine = z.object({ date: unixSeconds, mealType_id: id, dish_id: id });
export const detailsData = z.array(detailLine).max(5000);
export type DetailLine = z.infer<typeof detailLine>;

// ---- catalogue ----
export const mealType = z.object({
  id,
  title: z.string(),
  order: z.number().int(),
  parent_id: z.number().int().nonnegative(),
  children: z.array(id).optional(),
});
export type MealType = z.infer<typeof mealType>;

/** Percent of the day's energy from protein, carbohydrate and fat (the daily targets' split, issue 10). */
export const macroSplit = z.object({
  protein: z.number().int().min(0).max(100),
  carbs: z.number().int().min(0).max(100),
  fat: z.number().int().min(0).max(100),
});
export const diet = z.object({ id, name: z.string(), mealtypes: z.array(id), sides_id: id.nullable(), macros: macroSplit.nullable().optional() });
export type Diet = z.infer<typeof diet>;

export const plan = z.object({ id, title: z.string(), count: z.number().int().positive(), excludeWeekDay: z.array(weekday) });
export type Plan = z.infer<typeof plan>;

/**
 * A stored integer held to a field's limit, which shared/src/domain states once in display units: 0..500 kg is
 * 0..500_000 on the wire in grams (scale GRAMS_PER_KG, units.ts).
 */
export function storedWithin(limit: FieldLimit, scale: number) {
  return z
    .number()
    .int()
    .min(Math.round(limit.min * scale))
    .max(Math.round(limit.max * scale));
}

export const priceRow = z.object({ diet_id: id, mealPlan_id: id, mealType_id: id, value: fils }) satisfies z.ZodType<PriceRow>;
export type { PriceRow };

export const emirate = z.object({ id, name: z.string() });
export type Emirate = z.infer<typeof emirate>;

export const area = z.object({ id, name: z.string(), emirate_id: id });
export type Area = z.infer<typeof area>;

export const slot = z.object({ id, name: z.string(), display_name: z.string(), emirate_id: id });
export type Slot = z.infer<typeof slot>;

export const ingredient = z.object({ id, title: z.string(), allergen: z.boolean() });
export type Ingredient = z.infer<typeof ingredient>;

export const nutrition = { calories: thousandths, fat: thousandths, protein: thousandths, carb: thousandths };

export const dish = z.object({
  id,
  title: z.string(),
  title_ar: z.string().optional(),
  description: z.string(),
  image: z.string(),
  preview: z.string(),
  ...nutrition,
  ingredients: z.array(id),
  /** Meal type ids the dish is offered for. */
  type: z.array(id),
  group: id.nullable(),
  spicy: z.boolean(),
  rating: z.number().min(0).max(5).optional(),
  allergens: z.array(id).optional(),
  dishType: z.string().optional(),
  parent_id: z.number().int().nonnegative().optional(),
  /** Default side dish per meal type id. */
  mealTypeSides: z.record(idKey, id).optional(),
});
export type Dish = z.infer<typeof dish>;

/** A list entry that is just an id and a display name (genders, companies, dish groups ...). */
export const namedItem = z.object({ id: z.union([id, z.string()]), name: z.string() });

export const addressField = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['text', 'number', 'select', 'textarea']),
  placeholder: z.string(),
  props: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
export type AddressField = z.infer<typeof addressField>;

// ---- vouchers and prices ----
export const voucherType = z.enum(['percent', 'fixed']);
/** A voucher's conditions (shared/src/domain/vouchers.ts): shown beside its code; the server decides with them. */
export const voucherConditions = z.object({
  minPlanDays: z.number().int().positive().nullable(),
  periods: z.array(z.object({ firstDay: unixSeconds, lastDay: unixSeconds })).readonly(),
  firstOrderOnly: z.boolean(),
  usesPerCustomer: z.number().int().positive().nullable(),
  totalUses: z.number().int().positive().nullable(),
});
/**
 * A site-wide voucher as the reference list commonVouchers gives it (doc 2 §3): its kind, value and conditions, never
 * its code, which is checked on the server only (order checkVoucher, order set).
 */
export const listedVoucher = z.object({ id, type: voucherType, value: z.number().int().nonnegative(), conditions: voucherConditions });
/** A user's coupon: percent value is a percentage, fixed value is in fils. */
export const voucher = z.object({ id: id.optional(), type: voucherType, value: z.number().int().nonnegative(), code: z.string() });
export type Voucher = z.infer<typeof voucher>;

export const commonVoucher = voucher.extend({ id, conditions: z.string().nullable() });
export type CommonVoucher = z.infer<typeof commonVoucher>;

export const priceData = z.object({
  price: fils,
  discountPrice: fils,
  savedAmount: fils,
  discountPer: z.number().min(0).max(100),
  discountType: voucherType.nullable(),
  voucher_id: id.nullable(),
});

// ---- user ----
/** spec 2 §3 Address; emirate and area are ids, latitude/longtitude (spelt so) decimal degrees. */
export const address = z.object({
  emirate: id.nullable().optional(),
  area: id.nullable().optional(),
  street: shortText.optional(),
  apartments: shortText.optional(),
  landmark: shortText.optional(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longtitude: z.number().min(-180).max(180).nullable().optional(),
  default: z.boolean().optional(),
  locationlink: url.optional(),
});
export type Address = z.infer<typeof address>;

export const gender = z.enum(['male', 'female']);
/** How active the customer is, multiplying resting energy in the daily targets (shared/src/domain/nutrition.ts). */
export const activityLevel = z.enum(ACTIVITY_LEVELS);

/** Profile fields a client may hold besides the core session fields; all optional. */
export const userProfile = z.object({
  gender: gender.nullable().optional(),
  /** grams */
  weight: z.number().int().nonnegative().nullable().optional(),
  /** cm */
  height: z.number().nonnegative().nullable().optional(),
  birthday: z.number().int().nullable().optional(),
  activityLevel: activityLevel.nullable().optional(),
  medicalCondition: z.array(id).optional(),
  preferences: z.string().optional(),
  notes: z.string().optional(),
  allergies: z.array(id).optional(),
  dislikes: z.array(id).optional(),
  dishlikes: z.array(id).optional(),
  dishdislikes: z.array(id).optional(),
  eliminate_groups: z.array(id).optional(),
  slot_id: id.nullable().optional(),
  deliveryInstructions: z.string().optional(),
  homeAddress: address.nullable().optional(),
  workAddress: address.nullable().optional(),
  publicAddress: address.nullable().optional(),
  company: z.string().optional(),
  start_weight: z.number().int().nonnegative().nullable().optional(),
  goal_weight: z.number().int().nonnegative().nullable().optional(),
  registered: unixSeconds.optional(),
  fitbit_token: z.boolean().optional(),
  delivery_partner_id: id.nullable().optional(),
  vouchers: z.array(voucher).optional(),
});

/** The user as the server sends it to the client (never with a password). */
export const user = userProfile.extend({
  user_id: id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  hasPlan: z.boolean(),
  renewPlan: z.boolean(),
  canBeRenewed: z.boolean(),
  alreadyRenewed: z.boolean(),
  planEndDate: unixSeconds.nullable(),
  /** Wizard step 1..7 reached (0 before the wizard starts). */
  buildStep: z.number().int().min(0).max(7),
  /** The language the customer chose explicitly (issue 8), null until a choice is made. */
  language: z.enum(LOCALES).nullable(),
  smsOnLogin: z.boolean(),
});
export type User = z.infer<typeof user>;

/** Reply to a successful sign-in or sign-up: the user plus the session token. */
export const signedInUser = user.extend({ token });
export type SignedInUser = z.infer<typeof signedInUser>;

// ---- plans ----
/** spec 1 §3 / spec 2 §3 wizard plan params (as stored by the client and the server). */
export const planParams = z.object({
  id: id.nullable().optional(),
  step: z.number().int().min(1).max(7).optional(),
  build: z.enum(['new', 'renew']).optional(),
  mealType: z.array(id).max(20).optional(),
  mealPlan: id.nullable().optional(),
  diet: id.nullable().optional(),
  dietIds: z.array(id).optional(),
  dietChanges: z.record(dayKey, id).optional(),
  skipped: z.record(dayKey, unixSeconds).optional(),
  date: unixSeconds.nullable().optional(),
  end_date: unixSeconds.nullable().optional(),
  deliverySlot: id.nullable().optional(),
  slot_id: id.nullable().optional(),
  /** Plan params of an order (spec 3): 0 or 1. The wizard's draft declares its own (order.ts). */
  cutlery: flag01.optional(),
  exclude_week_day: z.array(weekday).optional(),
  days_count: count.positive().optional(),
  coupon: id.nullable().optional(),
  price: fils.optional(),
  payed: z.boolean().optional(),
  modified: z.boolean().optional(),
  sideDishdate: unixSeconds.nullable().optional(),
  customMealPlan: z.boolean().optional(),
  renew_status: int32.optional(),
});
export type PlanParams = z.infer<typeof planParams>;

/** spec 2 §3 checkout plan params. */
/**
 * Checkout plan params (spec 2 §3). A choice the customer has not made yet may be null (or the meal types empty), so
 * the server answers the step's own message (§5.6: 'Please select diet type to continue', 'Please select day.' …).
 */
export const checkoutPlanParams = z.object({
  id: id.nullable().optional(),
  diet_id: id.nullable(),
  days_count: z.number().int().min(1).max(90).nullable(),
  mealTypes: z.array(id).max(20),
  exclude_week_day: weekdayList,
  cutlery: flag01,
  bag_price: fils,
  priceDatas: priceData.nullable().optional(),
  start_date: unixSeconds.nullable(),
  end_date: unixSeconds.nullable(),
  date: unixSeconds.optional(),
  isRenew: z.boolean(),
  mealPlan_id: id.nullable(),
  emirate: id.nullable(),
  slot_id: id.nullable(),
  price: fils,
  voucher_id: id.nullable().optional(),
  /** Ignored by the server in favour of the session. */
  user_id: id.optional(),
  full_price: fils.optional(),
  discount_price: fils.optional(),
});

/** An order (plan) as get / getMealplan / getCustomDays answer it. */
export const orderPlan = z.object({ mealPlan, planParams: planParams.nullable() });
export type OrderPlan = z.infer<typeof orderPlan>;

// ---- feedback ----
export const stars = z.number().int().min(1).max(5);
export const dishFeedback = z.object({ dish_id: id, user_id: id.optional(), rating: stars, feedback: z.string() });
export type DishFeedback = z.infer<typeof dishFeedback>;
export const dishReview = z.object({ username: z.string(), rating: stars, feedback: z.string() });
export type DishReview = z.infer<typeof dishReview>;

// ---- content ----
export const postLink = z.object({ id, image: z.string(), title: z.string() });
export const blogPost = z.object({
  id,
  title: z.string(),
  description: z.string(),
  /** Encoded HTML body (absent in list entries). */
  text: z.string().optional(),
  image: z.string(),
  tags: z.array(z.string()),
  createdAt: unixSeconds,
  blogCategoryId: id,
  prevPost: postLink.nullable().optional(),
  nextPost: postLink.nullable().optional(),
});
export type BlogPost = z.infer<typeof blogPost>;

export const forumThread = z.object({
  id,
  title: z.string(),
  /** Encoded HTML body. */
  text: z.string(),
  category_id: id,
  created_at: unixSeconds,
  user_id: id,
});
export type ForumThread = z.infer<typeof forumThread>;

export const staticPage = z.object({ name: z.string(), description: z.string(), content: z.string() });
export type StaticPage = z.infer<typeof staticPage>;

/** id -> name maps (blogCategories, forumCategories, dish types). */
export const idNameMap = z.record(idKey, z.string());

// ---- replies shared by many calls ----
export const messageReply = z.object({ message: z.string() });
export const emptyReply = z.object({});
/** A request with no data: absent or `{}`. */
export const emptyRequest = z.object({}).optional();
/** `userId`/`user_id` sent by the spec's clients; the server ignores it in favour of the session. */
export const sessionUserId = optional(id);
