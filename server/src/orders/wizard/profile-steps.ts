// profile set, the wizard's scenarios (doc 2 §2.2 steps 2, 4 and 5; §5.4, §5.5): 'preferences' (likes & notes,
// allergies, dislikes), 'main' (the profile fields with their limits) and 'delivery' (home, work and
// public-holiday/weekend addresses with per-block errors). Every write goes to the session's user only.
import { validateDelivery, validateProfileMain } from '@mealplan/shared/domain';
import type { RequestData, User } from '@mealplan/shared/protocol';
import { checkContactDetails } from '../../accounts/contact-details';
import { userView } from '../../accounts/user-view';
import { customerChanged } from '../order-events';
import { lockUserRow, saveProfile } from '../../accounts/users';
import { deliveryReference, hasUnknownIds } from '../../catalog/lookups';
import { languages } from '../../catalog/seed/reference-lists';
import type { Db } from '../../db';
import { refuseFieldErrors, type ErrorMessage } from '../../errors';
import type { OrderDeps } from '../deps';
import { PROFILE_STEP_MESSAGES } from '../messages';
import { deliveredToOfDelivery, refuseAddressOutsidePlanSlots } from '../checkout/slot-emirate';

type ProfileSet = RequestData<'profile', 'set'>;
type Scenario<S extends ProfileSet['scenario']> = Extract<ProfileSet, { scenario: S }>;
export type ProfileStep = Scenario<'preferences'> | Scenario<'main'> | Scenario<'delivery'>;

/** Field -> a message id, with its values (an address field's label from the settings) when it has any. */
type FieldErrors = Record<string, ErrorMessage>;

/** The first message and every field's. */
async function savePreferences(db: Db, userId: number, data: Scenario<'preferences'>): Promise<void> {
  const errors: FieldErrors = {};
  if (await hasUnknownIds(db, 'ingredients', data.allergies)) errors.allergies = PROFILE_STEP_MESSAGES.unknownIngredient;
  if (await hasUnknownIds(db, 'ingredients', data.dislikes)) errors.dislikes = PROFILE_STEP_MESSAGES.unknownIngredient;
  if (data.eliminate_groups && (await hasUnknownIds(db, 'dish_groups', data.eliminate_groups)))
    errors.eliminate_groups = PROFILE_STEP_MESSAGES.unknownDishGroup;
  refuseFieldErrors(errors);
  // Notes and eliminated groups left out keep their value.
  await saveProfile(db, userId, {
    preferences: data.preferences,
    allergies: data.allergies,
    dislikes: data.dislikes,
    notes: data.notes,
    eliminateGroups: data.eliminate_groups,
  });
}

async function saveMain(db: Db, userId: number, data: Scenario<'main'>, now: number): Promise<void> {
  const { errors: contactErrors, phone } = await checkContactDetails(db, userId, data);
  const errors: FieldErrors = { ...validateProfileMain(data, now).errors, ...contactErrors };
  if (data.language !== undefined && !languages.some((item) => item.id === data.language)) errors.language = PROFILE_STEP_MESSAGES.unknownLanguage;
  if (data.medicalCondition && (await hasUnknownIds(db, 'medical_conditions', data.medicalCondition))) {
    errors.medicalCondition = PROFILE_STEP_MESSAGES.unknownMedicalCondition;
  }
  refuseFieldErrors(errors);
  // Optional fields left out keep their value; null clears them. An email another account took between the check
  // and the write is refused by saveProfile.
  await saveProfile(db, userId, {
    firstName: data.firstName,
    lastName: data.lastName,
    phoneCode: phone!.callingCode,
    phone: phone!.nationalNumber,
    email: data.email,
    gender: data.gender,
    weight: data.weight,
    height: data.height,
    birthday: data.birthday,
    activityLevel: data.activityLevel,
    medicalConditions: data.medicalCondition,
    language: data.language,
    company: data.company,
  });
}

async function saveDelivery(db: Db, userId: number, data: Scenario<'delivery'>, now: number): Promise<void> {
  refuseFieldErrors(validateDelivery(data, await deliveryReference(db)).errors);
  // The customer's row locked, as a slot is saved: the address and the plans' slots are checked one after the other.
  await db.tx(async (tx) => {
    await lockUserRow(tx, userId);
    await refuseAddressOutsidePlanSlots(tx, userId, deliveredToOfDelivery(data), now, { checkoutPlan: false });
    await saveProfile(tx, userId, {
      homeAddress: data.homeAddress,
      workAddress: data.workAddress,
      publicAddress: data.publicAddress,
      defaultHome: data.homeAddress?.default ?? false,
      defaultWork: data.workAddress?.default ?? false,
      defaultPublic: data.publicAddress?.default ?? false,
      deliveryInstructions: data.deliveryInstructions,
    });
  });
}

const SAVED: Record<ProfileStep['scenario'], string> = {
  preferences: PROFILE_STEP_MESSAGES.preferencesSaved,
  main: PROFILE_STEP_MESSAGES.profileSaved,
  delivery: PROFILE_STEP_MESSAGES.deliverySaved,
};

/** Saves one scenario and answers with its message and the user as saved (the session store takes the new names). */
export async function saveProfileStep(deps: OrderDeps, userId: number, data: ProfileStep): Promise<{ message: string; user: User }> {
  if (data.scenario === 'preferences') await savePreferences(deps.db, userId, data);
  else if (data.scenario === 'main') await saveMain(deps.db, userId, data, deps.now());
  else await saveDelivery(deps.db, userId, data, deps.now());
  await customerChanged(deps.services, userId);
  return { message: SAVED[data.scenario], user: await userView(deps.db, { id: userId }, deps.now()) };
}
