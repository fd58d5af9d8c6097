// The dashboard's settings dialogs and inline edits (spec 3 §2 Dashboard, §3 Main settings info, §7 Channel profile):
// what the dialogs start from, and each save with its message, checked with the shared rules and written in one
// transaction to the session's user only (a payload's userId is never read), then announced (customerChanged).
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { birthdayMessage, HEIGHT_RANGE_MESSAGE, isHeightValid, isWeightValid, WEIGHT_RANGE_MESSAGE } from '@mealplan/shared/domain';
import type { Locale } from '@mealplan/shared/i18n/locale';
import type { Address, OkData, RequestData } from '@mealplan/shared/protocol';
import { hasUnknownIds } from '../catalog/lookups';
import { teamContacts, type TeamContacts } from '../catalog/team-contacts';
import type { Db } from '../db';
import { ClientError, refuseFieldErrors, type ErrorMessage } from '../errors';
import type { ServerMessageId } from '../i18n';
import { ACTION_MESSAGES } from '../orders/action-messages';
import { PROFILE_STEP_MESSAGES } from '../orders/messages';
import { customerChanged } from '../orders/order-events';
import { checkContactDetails } from './contact-details';
import type { SaveDeps } from './deps';
import { lockUserRow, readDashboardSettings, saveProfile, type ProfileFields } from './users';

export const DASHBOARD_MESSAGES = {
  personalDetailsSaved: 'dashboard.personalDetailsSaved',
  medicalSaved: 'dashboard.medicalSaved',
  profileDataSaved: 'dashboard.profileDataSaved',
  favouritesSaved: 'dashboard.favouritesSaved',
  dislikesSaved: 'dashboard.dislikesSaved',
  groupsSaved: 'dashboard.groupsSaved',
  unknownDish: 'dashboard.unknownDish',
  likedAndDisliked: 'dashboard.likedAndDisliked',
  /** doc 3 §8 "Missing value": the one id of 'Please enter value' the server answers with. */
  valueRequired: ACTION_MESSAGES.enterValue,
} as const satisfies Record<string, ServerMessageId>;

type Save<S extends 'saveMainInfo' | 'saveProfData' | 'savePrefs' | 'saveProfDataMobile'> = RequestData<'profile', `getForDashboard:${S}`>;
type MainSettingsInfo = OkData<'profile', 'getForDashboard:getMainSettingsInfo'>;
type SavedAddress = NonNullable<MainSettingsInfo['homeAddress']>;

const savedAddress = (address: Address | null): SavedAddress | null =>
  address && {
    street: address.street ?? '',
    apartments: address.apartments ?? '',
    emirate: address.emirate ?? null,
    area: address.area ?? null,
    landmark: address.landmark ?? '',
  };

export async function mainSettingsInfo(db: Db, userId: number): Promise<MainSettingsInfo> {
  const row = await readDashboardSettings(db, userId);
  if (!row) throw new ClientError(ACCOUNT_MESSAGES.sessionExpired);
  return {
    phone: row.phone ?? '',
    birthday: row.birthday === null ? null : Number(row.birthday),
    email: row.email,
    company: row.company ?? '',
    medical: row.medical_conditions,
    homeAddress: savedAddress(row.home_address),
    workAddress: savedAddress(row.work_address),
    publicAddress: savedAddress(row.public_address),
    default_home: row.default_home,
    default_work: row.default_work,
    default_public: row.default_public,
  };
}

/**
 * Writes the fields in one transaction with the customer's row locked (two tabs saving wait for each other), then
 * announces the change once it has committed.
 */
async function write({ db, services }: SaveDeps, userId: number, fields: ProfileFields): Promise<void> {
  await db.tx(async (tx) => {
    await lockUserRow(tx, userId);
    await saveProfile(tx, userId, fields);
  });
  await customerChanged(services, userId);
}

/** 'Personal Details': email, phone (+971), company and birthday. */
export async function saveMainInfo(deps: SaveDeps, userId: number, data: Save<'saveMainInfo'>, now: number): Promise<ServerMessageId> {
  const contact = await checkContactDetails(deps.db, userId, data);
  const errors: Record<string, ErrorMessage | undefined> = { ...contact.errors };
  const birthday = data.birthday === null ? null : birthdayMessage(data.birthday, now);
  if (birthday) errors.birthday = birthday;
  refuseFieldErrors(errors);
  await write(deps, userId, {
    email: data.email,
    phoneCode: contact.phone!.callingCode,
    phone: contact.phone!.nationalNumber,
    company: data.company.trim(),
    birthday: data.birthday,
  });
  return DASHBOARD_MESSAGES.personalDetailsSaved;
}

export async function saveMedicalInfo(deps: SaveDeps, userId: number, medical: readonly number[]): Promise<ServerMessageId> {
  if (await hasUnknownIds(deps.db, 'medical_conditions', medical)) {
    throw new ClientError(PROFILE_STEP_MESSAGES.unknownMedicalCondition, { medical: PROFILE_STEP_MESSAGES.unknownMedicalCondition });
  }
  await write(deps, userId, { medicalConditions: medical });
  return DASHBOARD_MESSAGES.medicalSaved;
}

const PROF_DATA_FIELD = { weight: 'weight', height: 'height', birthday: 'birthday', start_weight: 'startWeight', goal_weight: 'goalWeight' } as const;

/** The profile card's inline edits: a weight (grams) above 0 up to 500 kg, a height (cm) above 0 up to 300, a birthday. */
export async function saveProfData(
  deps: SaveDeps,
  userId: number,
  { theaction, value }: Save<'saveProfData'>,
  now: number,
): Promise<ServerMessageId> {
  let message: ErrorMessage | null;
  if (theaction === 'birthday') message = birthdayMessage(value, now);
  else if (value <= 0) message = DASHBOARD_MESSAGES.valueRequired;
  else if (theaction === 'height') message = isHeightValid(value) ? null : HEIGHT_RANGE_MESSAGE;
  else message = isWeightValid(value) ? null : WEIGHT_RANGE_MESSAGE;
  if (message) throw new ClientError(message, { [theaction]: message });
  await write(deps, userId, { [PROF_DATA_FIELD[theaction]]: value });
  return DASHBOARD_MESSAGES.profileDataSaved;
}

async function refuseUnknown(db: Db, list: 'ingredients' | 'dish_groups' | 'dishes', field: string, ids: readonly number[]): Promise<void> {
  if (!(await hasUnknownIds(db, list, ids))) return;
  const message =
    list === 'ingredients'
      ? PROFILE_STEP_MESSAGES.unknownIngredient
      : list === 'dish_groups'
        ? PROFILE_STEP_MESSAGES.unknownDishGroup
        : DASHBOARD_MESSAGES.unknownDish;
  throw new ClientError(message, { [field]: message });
}

/** 'Food Preferences': the disliked ingredients. */
export async function saveDislikes(deps: SaveDeps, userId: number, dislikes: readonly number[]): Promise<ServerMessageId> {
  await refuseUnknown(deps.db, 'ingredients', 'dislikes', dislikes);
  await write(deps, userId, { dislikes });
  return DASHBOARD_MESSAGES.dislikesSaved;
}

/** 'Groups Eliminated': the dish groups left out. */
export async function saveEliminateGroups(deps: SaveDeps, userId: number, groups: readonly number[]): Promise<ServerMessageId> {
  await refuseUnknown(deps.db, 'dish_groups', 'eliminate_groups', groups);
  await write(deps, userId, { eliminateGroups: groups });
  return DASHBOARD_MESSAGES.groupsSaved;
}

/** 'Food Favourites': liked and disliked dishes; a dish is in one list at most. */
export async function saveDishPrefs(deps: SaveDeps, userId: number, { dishlikes, dishdislikes }: Save<'savePrefs'>): Promise<ServerMessageId> {
  await refuseUnknown(deps.db, 'dishes', 'dishlikes', dishlikes);
  await refuseUnknown(deps.db, 'dishes', 'dishdislikes', dishdislikes);
  if (dishlikes.some((dish) => dishdislikes.includes(dish))) {
    throw new ClientError(DASHBOARD_MESSAGES.likedAndDisliked, { dishdislikes: DASHBOARD_MESSAGES.likedAndDisliked });
  }
  await write(deps, userId, { dishLikes: dishlikes, dishDislikes: dishdislikes });
  return DASHBOARD_MESSAGES.favouritesSaved;
}

/** The phone dialogs' save: the list as saved, without repeats. */
export async function saveProfDataMobile(deps: SaveDeps, userId: number, { theaction, value }: Save<'saveProfDataMobile'>) {
  if (theaction === 'dislikes') await saveDislikes(deps, userId, value);
  else await saveEliminateGroups(deps, userId, value);
  return { action: theaction, value: [...new Set(value)] };
}

/** The contacts box: the team and the delivery partner of the customer (or the site's default partner). */
export async function dashboardContacts(db: Db, userId: number, locale: Locale): Promise<TeamContacts> {
  const row = await readDashboardSettings(db, userId);
  return teamContacts(db, locale, row?.delivery_partner_id ?? null);
}
