// Demo customers: one with a paid active plan, one with no plan yet. Seeded only when their email is missing, and
// never in production (their password is published in the README): see ./index.ts.
import type { UserPrefs } from '@mealplan/shared/domain';
import { addMonths, parseIsoDate } from '@mealplan/shared/time';
import type { Address } from '@mealplan/shared/protocol';
import { kgToGrams } from '@mealplan/shared/units';
import { hashPassword } from '../accounts/password';
import { findUserByEmail, insertUser, saveProfile } from '../accounts/users';
import { areas, DUBAI_EMIRATE_ID } from '../catalog/seed/geography';
import { ingredientIds } from '../catalog/seed/ingredients';
import type { Db } from '../db';
import { buildDemoPlan } from './demo-plan';
import { DUBAI_SLOT_ID, insertPaidDemoPlan } from './paid-demo-plan';

export interface DemoLogin {
  email: string;
  password: string;
  description: string;
}

const DEMO_PASSWORD = 'MealPlan2026';
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
  homeAddress: Address | null;
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

/** The customer's row: the sign-up fields, then the profile the wizard would have saved. */
async function createCustomer(db: Db, profile: DemoProfile, passwordHash: string, registeredAt: number): Promise<number> {
  const userId = await insertUser(
    db,
    {
      email: profile.login.email,
      passwordHash,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneCode: '971',
      phone: profile.phone,
      whatsapp: profile.phone,
      refererId: null,
      language: null,
      emailConfirmedAt: registeredAt,
    },
    registeredAt,
  );
  if (userId === undefined) throw new Error(`Demo customer ${profile.login.email} appeared while being seeded`);
  await saveProfile(db, userId, {
    gender: profile.gender,
    weight: kgToGrams(profile.weightKg),
    height: profile.heightCm,
    birthday: parseIsoDate(profile.birthday),
    allergies: profile.prefs.allergies,
    dislikes: profile.prefs.dislikes,
    eliminateGroups: profile.prefs.eliminateGroups,
    slotId: profile.homeAddress ? DUBAI_SLOT_ID : null,
    homeAddress: profile.homeAddress,
    defaultHome: profile.homeAddress !== null,
    startWeight: kgToGrams(profile.weightKg + 3.6),
    goalWeight: kgToGrams(profile.weightKg - 6),
    deliveryPartnerId: 1,
  });
  return userId;
}

async function insertActivePlan(db: Db, userId: number, now: number): Promise<void> {
  await insertPaidDemoPlan(db, userId, buildDemoPlan(now, activePlanPrefs));
}

/** Creates each demo customer whose email is not registered yet; the first gets the active plan. */
/** The demo customers' names: the team the dashboard shows (settings team_*_name) is named otherwise (issue 39). */
export const demoCustomerNames: readonly { firstName: string; lastName: string }[] = profiles.map(({ firstName, lastName }) => ({
  firstName,
  lastName,
}));

export async function seedDemoCustomers(db: Db, now: number): Promise<void> {
  const missing: DemoProfile[] = [];
  for (const profile of profiles) {
    if (!(await findUserByEmail(db, profile.login.email))) missing.push(profile);
  }
  const hashes = await Promise.all(missing.map((profile) => hashPassword(profile.login.password)));
  for (const [index, profile] of missing.entries()) {
    const userId = await createCustomer(db, profile, hashes[index]!, addMonths(now, -2));
    if (profile === activePlanProfile) await insertActivePlan(db, userId, now);
  }
}
