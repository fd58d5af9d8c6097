// profile: profile saves (type set), guest plan requests and the dashboard's getForDashboard sub-calls.
// Sub-typed calls are keyed 'getForDashboard:<subtype>' and answer '<subtype>Ok' / '<subtype>Err'.
import { z } from 'zod';
import { defineCall } from '../define-call';
import {
  address,
  freeText,
  gender,
  activityLevel,
  idList,
  language,
  messageReply,
  name,
  phone,
  sessionUserId,
  shortText,
  user,
  emailInput,
  unixTime,
} from '../entities';
import { dashboardCalls } from './profile-dashboard';
import { LOCALES } from '../../i18n/locale';

/** Field limits and texts are checked by the shared profile rule (doc 2 §5.4), which answers per field. */
const profileMain = z.object({
  scenario: z.literal('main'),
  firstName: name,
  lastName: name,
  phone,
  gender: gender.nullable().optional(),
  /** grams (0..500 kg, step 1 g) */
  weight: z.number().min(0).max(10_000_000).nullable().optional(),
  /** cm (0..300, step 0.01) */
  height: z.number().min(0).max(10_000).nullable().optional(),
  /** A Dubai day, at most 18 years back. */
  birthday: unixTime.nullable().optional(),
  medicalCondition: idList.optional(),
  /** The daily targets' activity factor (issue 10, beyond the spec). */
  activityLevel: activityLevel.nullable().optional(),
  email: emailInput,
  language: language.optional(),
  company: shortText.optional(),
  user_id: sessionUserId,
});

const profilePreferences = z.object({
  scenario: z.literal('preferences'),
  /** 'Likes & Notes' free text. */
  preferences: freeText,
  allergies: idList,
  dislikes: idList,
  notes: freeText.optional(),
  /** Eliminated dish groups (checkout step 1); left out, they keep their value. */
  eliminate_groups: idList.optional(),
  user_id: sessionUserId,
});

const profileDelivery = z.object({
  scenario: z.literal('delivery'),
  homeAddress: address.nullable(),
  workAddress: address.nullable(),
  publicAddress: address.nullable(),
  deliveryInstructions: freeText,
  user_id: sessionUserId,
});

/** The language switch of a signed-in customer (issue 8): saves the language alone. */
const profileLanguage = z.object({
  scenario: z.literal('language'),
  language: z.enum(LOCALES),
  user_id: sessionUserId,
});

export const profile = {
  set: defineCall({
    access: 'customer',
    limit: 'save',
    request: z.discriminatedUnion('scenario', [profileMain, profilePreferences, profileDelivery, profileLanguage]),
    ok: z.object({ message: z.string(), user: user.optional() }),
  }),
  guestplanRequest: defineCall({
    access: 'signedOut',
    limit: 'send',
    request: z.object({ email: emailInput, name: name.optional(), phone: phone.optional() }),
    ok: messageReply,
  }),
  ...dashboardCalls,
};
