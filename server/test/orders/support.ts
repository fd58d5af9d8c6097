// Test support for the order core: a valid wizard order for a fresh customer, computed from the seeded catalog
// with the shared rules (the test never asks the server what is valid).
import { deliveryDays, earliestStart, latestBirthday, nextDeliveryDay, planPrice, type DeliveryCalendar } from '@mealplan/shared/domain';
import type { Db } from '../../src/db';

export const DIET_ID = 30;
export const PLAN_ID = 20;
export const MEAL_TYPES = [1, 3];

export interface OrderFixture {
  slotId: number;
  calendar: DeliveryCalendar;
  /** Per meal type, dishes of the diet's menu for it (two, so a test can pick another). */
  dishes: Record<number, number[]>;
  days: number[];
  price: number;
}

/** previousEnd: the end of the plan a renewal follows (earliest start the day after). */
export async function orderFixture(db: Db, now: number, mealTypes = MEAL_TYPES, planId = PLAN_ID, previousEnd?: number): Promise<OrderFixture> {
  const plan = await db.one<{ days_count: number; exclude_week_day: number[] }>('SELECT days_count, exclude_week_day FROM plans WHERE id = $1', [
    planId,
  ]);
  const holidays = (await db.one<{ value: string[] }>("SELECT value FROM settings WHERE alias = 'holidays'"))!.value;
  const slot = await db.one<{ id: number }>('SELECT id FROM delivery_slots ORDER BY id LIMIT 1');
  const calendar = { excludeWeekDays: plan!.exclude_week_day, holidays };
  const dishes: Record<number, number[]> = {};
  for (const type of mealTypes) {
    const rows = await db.query<{ id: number }>('SELECT id FROM dishes WHERE $1 = ANY(meal_types) AND $2 = ANY(diets) ORDER BY id LIMIT 2', [
      type,
      DIET_ID,
    ]);
    dishes[type] = rows.map((row) => row.id);
  }
  const rows = await db.query<{ meal_type_id: number; value: number }>('SELECT meal_type_id, value FROM prices WHERE diet_id = $1 AND plan_id = $2', [
    DIET_ID,
    planId,
  ]);
  const price = planPrice({
    rows: rows.map((row) => ({ diet_id: DIET_ID, mealPlan_id: planId, mealType_id: row.meal_type_id, value: row.value })),
    dietId: DIET_ID,
    planId,
    mealTypeIds: mealTypes,
    dayCount: plan!.days_count,
  })!;
  const start = nextDeliveryDay(earliestStart(now, previousEnd), calendar);
  return { slotId: slot!.id, calendar, dishes, days: deliveryDays(start, plan!.days_count, calendar), price };
}

/** A complete home address of the delivery step (profile set, scenario 'delivery'). */
export const HOME_ADDRESS = {
  emirate: 1,
  area: 101,
  street: 'Marina Walk',
  apartments: 'Apartment 1804',
  landmark: 'Marina Mall',
  latitude: 25.07,
  longtitude: 55.13,
  default: true,
  locationlink: '',
};

/** A valid 'main' scenario of profile set (the wizard's profile step) for the customer with this email; `overrides` replace fields. */
export function mainProfileStep(email: string, now: number, overrides: Record<string, unknown> = {}) {
  return {
    scenario: 'main',
    firstName: 'Layla',
    lastName: 'Nasser',
    phone: '50 765 4321',
    gender: 'female',
    weight: 68_401,
    height: 165.25,
    birthday: latestBirthday(now),
    medicalCondition: [1],
    email,
    language: 'ar',
    ...overrides,
  };
}

/** A saved wizard draft (order saveDraft) that reached the given step of the new-plan wizard. */
export function wizardDraft(fixture: OrderFixture, step: number, mealPlan: Record<string, Record<string, number>> = {}) {
  return {
    planParams: {
      step,
      build: 'new',
      mealType: MEAL_TYPES,
      mealPlan: PLAN_ID,
      diet: DIET_ID,
      date: fixture.days[0],
      deliverySlot: fixture.slotId,
      cutlery: true,
    },
    mealPlan,
  };
}

let keyCounter = 0;
export const newRequestKey = () => `key-${Date.now()}-${(keyCounter += 1)}`;

export interface OrderOptions {
  mealTypes?: number[];
  days?: number[];
  price?: number;
  couponId?: number | null;
  voucherId?: number | null;
  voucherCode?: string;
  build?: 'new' | 'renew';
  requestKey?: string;
  cutlery?: 0 | 1;
}

/** The order set data of a complete plan: the first dish of each meal type every day. */
export function orderRequest(fixture: OrderFixture, options: OrderOptions = {}) {
  const mealTypes = options.mealTypes ?? MEAL_TYPES;
  const days = options.days ?? fixture.days;
  return {
    orderData: {
      coupon_id: options.couponId ?? null,
      voucher_id: options.voucherId ?? null,
      ...(options.voucherCode === undefined ? {} : { voucher_code: options.voucherCode }),
      paymentMethod: 'cash' as const,
      mealPlan_id: PLAN_ID,
      price: options.price ?? fixture.price,
      diet_id: DIET_ID,
      shipping: 0,
    },
    detailsData: days.flatMap((date) => mealTypes.map((type) => ({ date, mealType_id: type, dish_id: fixture.dishes[type]![0]! }))),
    deliverySlot: fixture.slotId,
    build: options.build ?? ('new' as const),
    ...(options.cutlery === undefined ? {} : { cutlery: options.cutlery }),
    requestKey: options.requestKey ?? newRequestKey(),
  };
}

export async function orderRowCounts(db: Db, userId: number) {
  const row = await db.one<{ orders: number; days: number; dishes: number; vouchers: number; used: number }>(
    `SELECT (SELECT count(*)::int FROM orders WHERE user_id = $1) AS orders,
       (SELECT count(*)::int FROM order_days d JOIN orders o ON o.id = d.order_id WHERE o.user_id = $1) AS days,
       (SELECT count(*)::int FROM order_dishes d JOIN orders o ON o.id = d.order_id WHERE o.user_id = $1) AS dishes,
       (SELECT count(*)::int FROM user_vouchers WHERE user_id = $1) AS vouchers,
       (SELECT count(*)::int FROM user_vouchers WHERE user_id = $1 AND used_order_id IS NOT NULL) AS used`,
    [userId],
  );
  return row!;
}
