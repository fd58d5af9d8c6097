// Demo customers: one with a paid active plan, one with no plan yet. Seeded only when their email is missing.
import { BAG_DEPOSIT_FILS, SHIPPING_FILS, type UserPrefs } from '@mealplan/shared/domain';
import { addDays, addMonths, parseIsoDate } from '@mealplan/shared/time';
import { kgToGrams } from '@mealplan/shared/units';
import { hashPassword } from '../accounts/password';
import type { Db } from '../db';
import { buildDemoPlan } from './demo-plan';
import { areas, deliverySlots, DUBAI_EMIRATE_ID } from './seed/geography';
import { ingredientIds } from './seed/ingredients';
import { insertMissing } from './insert-rows';

export interface DemoLogin {
  email: string;
  password: string;
  description: string;
}

const DEMO_PASSWORD = 'MealPlan2026';
const DUBAI_EARLY_SLOT_ID = deliverySlots.find((slot) => slot.emirateId === DUBAI_EMIRATE_ID)!.id;
const DUBAI_MARINA_AREA_ID = areas.find((area) => area.name === 'Dubai Marina')!.id;

export const demoLogins: DemoLogin[] = [
  { email: 'sara.haddad@example.com', password: DEMO_PASSWORD, description: 'customer with a paid, active 20-day Balanced plan' },
  { email: 'omar.khalil@example.com', password: DEMO_PASSWORD, description: 'customer with no plan yet' },
];

const activePlanPrefs: UserPrefs = {
  allergies: ingredientIds('shrimp'),
  dislikes: ingredientIds('mushroom'),
  dishDislikes: [],
  eliminateGroups: [],
};

interface DemoProfile {
  login: DemoLogin;
  firstName: string;
  lastName: string;
  phone: string;
  gender: 'male' | 'female';
  weightKg: number;
  heightCm: number;
  birthday: string;
  prefs: UserPrefs;
  homeAddress: Record<string, unknown> | null;
}

const profiles: DemoProfile[] = [
  {
    login: demoLogins[0]!,
    firstName: 'Sara',
    lastName: 'Haddad',
    phone: '501234567',
    gender: 'female',
    weightKg: 68.4,
    heightCm: 165,
    birthday: '1991-04-12',
    prefs: activePlanPrefs,
    homeAddress: {
      emirate: DUBAI_EMIRATE_ID,
      area: DUBAI_MARINA_AREA_ID,
      street: 'Marina Walk, Al Sahab Tower 2',
      apartments: 'Apartment 1804',
      landmark: 'Next to Marina Mall',
      latitude: 25.0781,
      longtitude: 55.1376,
      default: true,
      locationlink: '',
    },
  },
  {
    login: demoLogins[1]!,
    firstName: 'Omar',
    lastName: 'Khalil',
    phone: '557654321',
    gender: 'male',
    weightKg: 86.2,
    heightCm: 181,
    birthday: '1987-09-30',
    prefs: { allergies: [], dislikes: [], dishDislikes: [], eliminateGroups: [] },
    homeAddress: null,
  },
];

/** The demo customer who gets the paid active plan. */
const activePlanProfile = profiles[0];

async function insertUser(db: Db, profile: DemoProfile, passwordHash: string, registeredAt: number): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_code, phone, whatsapp, gender, weight_g, height_cm,
       birthday, language, allergies, dislikes, eliminate_groups, slot_id, home_address, default_home, start_weight_g, goal_weight_g,
       email_confirmed_at, delivery_partner_id, registered_at)
     VALUES ($1, $2, $3, $4, '971', $5, $5, $6, $7, $8, $9, NULL, $10, $11, $12, $13, $14::text::jsonb, $15, $16, $17, $18, 1, $18)
     RETURNING id`,
    [
      profile.login.email,
      passwordHash,
      profile.firstName,
      profile.lastName,
      profile.phone,
      profile.gender,
      kgToGrams(profile.weightKg),
      profile.heightCm,
      parseIsoDate(profile.birthday),
      profile.prefs.allergies,
      profile.prefs.dislikes,
      profile.prefs.eliminateGroups,
      profile.homeAddress ? DUBAI_EARLY_SLOT_ID : null,
      JSON.stringify(profile.homeAddress),
      profile.homeAddress !== null,
      kgToGrams(profile.weightKg + 3.6),
      kgToGrams(profile.weightKg - 6),
      registeredAt,
    ],
  );
  return row!.id;
}

async function insertActivePlan(db: Db, userId: number, now: number): Promise<void> {
  const plan = buildDemoPlan(now, activePlanPrefs);
  const start = plan.days[0]!;
  const paidAt = addDays(start, -3);
  const order = await db.one<{ id: number }>(
    `INSERT INTO orders (user_id, status, paid, payment_method, diet_id, plan_id, days_count, meal_types, exclude_week_day, start_date,
       end_date, slot_id, emirate_id, cutlery, bag_price, price, full_price, discount_price, created_at, paid_at)
     VALUES ($1, 'active', true, 'telr', $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11, $12, $13, 0, $14, $15) RETURNING id`,
    [
      userId,
      plan.dietId,
      plan.planId,
      plan.days.length,
      plan.mealTypes,
      plan.excludeWeekDay,
      start,
      plan.days.at(-1),
      DUBAI_EARLY_SLOT_ID,
      DUBAI_EMIRATE_ID,
      BAG_DEPOSIT_FILS,
      plan.price,
      plan.price + BAG_DEPOSIT_FILS + SHIPPING_FILS,
      addDays(paidAt, -1),
      paidAt,
    ],
  );
  const orderId = order!.id;
  await insertMissing(db, { table: 'order_days', columns: ['order_id', 'day'], rows: plan.days.map((day) => [orderId, day]) });
  const dishRows = plan.days.flatMap((day) =>
    Object.entries(plan.menu[day] ?? {}).flatMap(([mealTypeId, choice]) => {
      const slots: [number, number][] =
        typeof choice === 'number' ? [[0, choice]] : Object.entries(choice).map(([slot, dishId]) => [Number(slot), dishId]);
      return slots.map(([sideSlot, dishId]) => [orderId, day, Number(mealTypeId), sideSlot, dishId]);
    }),
  );
  await insertMissing(db, { table: 'order_dishes', columns: ['order_id', 'day', 'meal_type_id', 'side_slot', 'dish_id'], rows: dishRows });
}

/** Creates each demo customer whose email is not registered yet; the first gets the active plan. */
export async function seedDemoUsers(db: Db, now: number): Promise<void> {
  const missing: DemoProfile[] = [];
  for (const profile of profiles) {
    const existing = await db.one('SELECT id FROM users WHERE lower(email) = lower($1)', [profile.login.email]);
    if (!existing) missing.push(profile);
  }
  const hashes = await Promise.all(missing.map((profile) => hashPassword(profile.login.password)));
  for (const [index, profile] of missing.entries()) {
    const userId = await insertUser(db, profile, hashes[index]!, addMonths(now, -2));
    if (profile === activePlanProfile) await insertActivePlan(db, userId, now);
  }
}
