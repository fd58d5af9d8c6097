// The checkout's own calls from a test, as a signed-in customer (doc 2 §7 "Checkout"): a checkout plan saved the way
// step 3 saves it, the pending plan as the pages read it, and the customer's plan as the server keeps it.
import { expect, type APIRequestContext } from '@playwright/test';
import { checkoutStartRange, nextDeliveryDay } from '@mealplan/shared/domain';
import { callAsCustomer } from '../account/productCalls';
import type { Call } from '../planner/customerCalls';

export interface PendingCheckout {
  planParams: {
    id: number;
    days_count: number;
    bag_price: number;
    price: number;
    amount_due: number;
    isRenew: boolean;
    start_date: number;
    end_date: number;
  } | null;
  mealPlan: Record<string, Record<string, unknown>>;
}

export const pendingCheckout = (call: Call) => call<PendingCheckout>('mobile_checkout', 'getPending', {});

/** The customer's placed plan (order get: the plan starts in the future, or runs now), or null: nothing placed. */
export async function placedPlan(login: { email: string; password: string }): Promise<{ id: number; payed: boolean; price: number } | null> {
  for (const orderType of ['future', 'active'] as const) {
    const reply = await callAsCustomer(login, 'order', 'get', { orderType });
    if (reply.type === 'getOk') return (reply.data as { planParams: { id: number; payed: boolean; price: number } }).planParams;
  }
  return null;
}

/** Saves a 20-day Balanced plan (Breakfast, Lunch, Dinner; no Fri & Sat) in Dubai from the earliest start, as step 3 does. */
export async function saveCheckoutPlan(call: Call, now = Math.floor(Date.now() / 1000)): Promise<number> {
  const lists = await call<{
    planList: { id: number; count: number; excludeWeekDay: number[] }[];
    slotsList: { id: number; emirate_id: number }[];
    allEmirates: { id: number; name: string }[];
  }>('get_arrays', 'get', { type: ['planList', 'slotsList', 'allEmirates'] });
  const plan = lists.planList.find((item) => item.id === 20)!;
  const dubai = lists.allEmirates.find((emirate) => emirate.name === 'Dubai')!;
  const slot = lists.slotsList.find((item) => item.emirate_id === dubai.id)!;
  const start = nextDeliveryDay(checkoutStartRange(now).min, { excludeWeekDays: plan.excludeWeekDay, holidays: [] });
  const { checkoutId } = await call<{ checkoutId: number }>('mobile_checkout', 'set', {
    checkoutPlanParams: {
      diet_id: 30,
      days_count: plan.count,
      mealTypes: [1, 3, 5],
      exclude_week_day: plan.excludeWeekDay,
      cutlery: 0,
      bag_price: 18_000,
      start_date: start,
      end_date: start,
      isRenew: false,
      mealPlan_id: plan.id,
      emirate: dubai.id,
      slot_id: slot.id,
      price: 0,
    },
    detailsData: [],
  });
  return checkoutId;
}

/** Gives the customer a paid plan running now and ending within the renewal window (a loopback test fixture). */
export async function giveRenewablePlan(request: APIRequestContext, email: string): Promise<{ orderId: number; endDate: number }> {
  const response = await request.post('/dev/fixtures/renewable-plan', { data: { email } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { orderId: number; endDate: number };
}
