// profile / getForDashboard sub-calls (spec 3 §7 "Channel profile", spec 1 §7, spec 2 §7).
// Every payload carries `subtype` and `userId`; the server ignores userId in favour of the session.
import { z } from 'zod';
import { defineCall, type Call, type CallLimitKind } from '../define-call';
import type { errData } from '../envelope';
import {
  email,
  emptyReply,
  flag01,
  freeText,
  id,
  idList,
  mealPlan,
  messageReply,
  name,
  optional,
  phone,
  planParams,
  sessionUserId,
  shortText,
  text,
  unixSeconds,
  unixTime,
  int32,
  url,
} from '../entities';
import { caloriesValue, deliveryDish, weightValue } from './progress';

/** A sub-call's fields and reply; every sub-call is a customer's, so only its limit (and whether it is handled) varies. */
interface SubCallSpec {
  fields: z.ZodRawShape;
  ok: z.ZodType;
  limit: CallLimitKind;
  planned?: true;
}

type SubCallRequest<S extends string, F extends z.ZodRawShape> = z.ZodObject<
  { subtype: z.ZodLiteral<S>; userId: typeof sessionUserId } & F,
  z.core.$strip
>;

type SubCalls<T extends Record<string, SubCallSpec>> = {
  [S in keyof T & string as `getForDashboard:${S}`]: Call<SubCallRequest<S, T[S]['fields']>, T[S]['ok'], typeof errData, 'customer'>;
};

function subCalls<T extends Record<string, SubCallSpec>>(specs: T): SubCalls<T> {
  const entries = Object.entries(specs).map(([subtype, spec]) => [
    `getForDashboard:${subtype}`,
    defineCall({
      request: z.object({ subtype: z.literal(subtype), userId: sessionUserId, ...spec.fields }),
      ok: spec.ok,
      access: 'customer',
      limit: spec.limit,
      ...(spec.planned ? { planned: spec.planned } : {}),
    }),
  ]);
  return Object.fromEntries(entries) as SubCalls<T>;
}

const noFields = {};
const orderId = { orderId: id };

const addressLine = {
  street: shortText.optional(),
  apts: shortText.optional(),
  area: optional(id.nullable()),
  emirate: optional(id.nullable()),
  landmark: shortText.optional(),
  locationlink: url.optional(),
};

function prefixed<P extends string, S extends z.ZodRawShape>(prefix: P, shape: S) {
  const entries = Object.entries(shape).map(([key, schema]) => [`${prefix}${key}`, schema]);
  return Object.fromEntries(entries) as { [K in keyof S & string as `${P}${K}`]: S[K] };
}

const pausePeriod = z.object({ startDate: unixSeconds, endDate: unixSeconds.nullable() });
const userSide = z.object({
  side_id: id,
  type: z.enum(['alternative', 'addons']),
  date: unixSeconds,
  dish_id: id,
  mealType_id: id,
  bag: z.enum(['initial', 'additional']),
});
export type UserSide = z.infer<typeof userSide>;
const prefs = {
  dishlikes: idList,
  dishdislikes: idList,
  dislikes: idList,
  allergies: idList,
  eliminate_groups: idList,
  /** 'Likes & Notes' and the notes (wizard step 2), beside the ids. */
  preferences: z.string().optional(),
  notes: z.string().optional(),
};
const savedAddress = z.object({
  street: z.string(),
  apartments: z.string(),
  emirate: id.nullable(),
  area: id.nullable(),
  landmark: z.string(),
});

export const userSides = z.array(userSide);

export const dashboardCalls = subCalls({
  get: { limit: 'read', fields: noFields, ok: z.object({ planParams: planParams.nullable() }) },
  getPause: {
    limit: 'read',
    fields: noFields,
    ok: z.object({ isPause: z.boolean(), startDate: unixSeconds.nullable(), endDate: unixSeconds.nullable(), pauseList: z.array(pausePeriod) }),
  },
  /**
   * The customer's nutritionist and wellness manager, the delivery partner with its helpline, and the team's contact
   * numbers and WhatsApp number (settings), names in the socket's language.
   */
  getManagers: {
    limit: 'read',
    fields: noFields,
    ok: z.object({
      manager_name: z.string(),
      manager_gender: z.string(),
      nutritionist_name: z.string(),
      nutritionist_gender: z.string(),
      delivery_partner: z.object({ name: z.string(), helpline: z.string() }).nullable(),
      phones: z.array(z.string()),
      whatsapp: z.string(),
    }),
  },
  getCheckout: { limit: 'read', fields: noFields, ok: z.object({ checkoutId: id.nullable() }) },
  getWeightStats: {
    limit: 'read',
    fields: noFields,
    ok: z.object({ stats: z.array(z.object({ year: z.number().int(), month: z.number().int(), day: z.number().int(), weight: weightValue })) }),
  },
  getFutureStart: { limit: 'read', fields: noFields, ok: z.object({ startDate: unixSeconds.nullable() }) },
  getFiles: {
    limit: 'read',
    fields: noFields,
    // link: the document's own short-lived signed link (opened in a new tab; expires at linkExpires, unix seconds).
    ok: z.object({
      files: z.array(z.object({ name: z.string(), size: z.number().int(), hash: z.string(), link: z.string(), linkExpires: unixSeconds })),
      openmodal: z.boolean(),
    }),
  },
  getAvatar: { limit: 'read', fields: noFields, ok: z.object({ avatar: z.string().nullable() }) },
  /** Today's meals of the customer's order (Dubai day): dish, meal type, picture and nutrition in thousandths. */
  /**
   * One of the customer's own orders (doc 2 §7): its planParams and mealPlan; with today's dishes of it (date, dishes),
   * which the dashboard shows. Another customer's order id is not found.
   */
  getMealplan: {
    limit: 'read',
    fields: orderId,
    ok: z.object({ planParams, mealPlan, date: unixSeconds, dishes: z.array(deliveryDish) }),
  },
  getUserSides: { limit: 'read', fields: orderId, ok: z.object({ usersides: userSides }) },
  getMainSettingsInfo: {
    limit: 'read',
    fields: noFields,
    ok: z.object({
      phone: z.string(),
      birthday: z.number().int().nullable(),
      email: z.string(),
      company: z.string(),
      medical: z.array(id),
      homeAddress: savedAddress.nullable(),
      workAddress: savedAddress.nullable(),
      publicAddress: savedAddress.nullable(),
      default_home: z.boolean(),
      default_work: z.boolean(),
      default_public: z.boolean(),
    }),
  },
  getSmsInfo: { limit: 'read', fields: noFields, ok: z.object({ sms: z.boolean() }) },
  /** The customer's progress log, newest day first: weight (grams), waist (tenths of cm) and calories (kcal) per day. */
  getHistory: {
    limit: 'read',
    fields: noFields,
    ok: z.object({
      history: z.array(
        z.object({
          date: unixSeconds,
          weight: weightValue.nullable(),
          waist: z.number().int().min(0).max(2_000).nullable(),
          calories: caloriesValue.nullable(),
        }),
      ),
    }),
  },
  getProgressImgs: { limit: 'read', fields: noFields, ok: z.object({ before: z.string().nullable(), after: z.string().nullable() }) },
  getPrefs: { limit: 'read', fields: noFields, ok: z.object(prefs) },
  saveMainInfo: { limit: 'save', fields: { email, company: shortText, birthday: unixTime.nullable(), phone }, ok: messageReply },
  saveSmsInfo: { limit: 'save', fields: { sms: z.boolean() }, ok: messageReply },
  saveMedicalInfo: { limit: 'save', fields: { medical: idList }, ok: messageReply },
  savePauseInfo: {
    limit: 'save',
    /** deliverySlot (spec 3 §2 "pick a start or resume date and a delivery slot"): the slot deliveries resume in. */
    fields: { startDate: unixSeconds, endDate: unixSeconds.nullable(), deliverySlot: optional(id) },
    /** `code` is present when days were added to the end of the plan (spec 3 §4 Pause). */
    ok: z.object({ message: z.string(), code: z.number().int().optional() }),
  },
  sendPauseRequest: { limit: 'send', fields: { text: freeText.optional(), sub: shortText.optional() }, ok: messageReply },
  saveAddressInfo: {
    limit: 'save',
    fields: {
      ...addressLine,
      ...prefixed('work_', addressLine),
      ...prefixed('public_', addressLine),
      default_home: flag01,
      default_work: flag01,
      default_public: optional(flag01),
    },
    ok: messageReply,
  },
  saveProfData: {
    limit: 'save',
    fields: {
      theaction: z.enum(['weight', 'height', 'birthday', 'start_weight', 'goal_weight']),
      /** grams for weights, cm for height, unix seconds for birthday. */
      value: int32,
    },
    ok: messageReply,
  },
  saveProfDataMobile: {
    limit: 'save',
    fields: { theaction: z.enum(['dislikes', 'eliminate_groups']), value: idList, deviceType: z.literal('web') },
    ok: z.object({ action: z.enum(['dislikes', 'eliminate_groups']), value: z.array(id) }),
  },
  savePrefs: { limit: 'save', fields: { dishlikes: idList, dishdislikes: idList }, ok: messageReply },
  saveDislike: { limit: 'save', fields: { dislikes: idList }, ok: messageReply },
  saveEliminateGroups: { limit: 'save', fields: { eliminate_groups: idList }, ok: messageReply },
  setDishRatingNew: {
    limit: 'save',
    fields: {
      productId: id,
      rating: z.number().int().min(2).max(5),
      mealtype: id,
      feedback: text.max(250).optional(),
    },
    ok: messageReply,
  },
  setDishlike: {
    limit: 'save',
    fields: { dishId: id, action: z.enum(['like', 'dislike']), meal_type: id },
    ok: z.object({ dishId: id, action: z.enum(['like', 'dislike']) }),
  },
  /** thetype: 1 or 2 after dashboard saves and plan requests, 3 after feedback. */
  setNotification: { limit: 'append', fields: { changes: freeText, thetype: z.literal([1, 2, 3]) }, ok: emptyReply },
  /** Either notes (renew request) or the contact fields; missing contact fields come from the session user. */
  planRequest: {
    limit: 'send',
    fields: {
      notes: freeText.optional(),
      email: optional(email),
      firstName: name.optional(),
      lastName: name.optional(),
      phone: phone.optional(),
    },
    ok: messageReply,
  },
  alertMail: { limit: 'send', fields: { changes: freeText }, ok: messageReply },
  removeFile: { limit: 'save', fields: { hash: text.min(1).max(128) }, ok: z.object({ hash: z.string() }) },
  /** The tracker's answer on /fitbit: the authorization code and the state the server issued (OAuth 2.0 with PKCE). */
  setFitbit: { limit: 'save', fields: { code: text.min(1).max(512), state: text.min(1).max(512) }, ok: messageReply },
  /** 'View History' of the progress photos: per day with photos, newest first, short-lived links to that day's photos. */
  getPhotoHistory: {
    limit: 'read',
    fields: noFields,
    ok: z.object({ history: z.array(z.object({ date: unixSeconds, before: z.string().nullable(), after: z.string().nullable() })) }),
  },
  /** Starts connecting the fitness tracker: the provider's authorization page to open (a new state and PKCE pair). */
  fitbitAuthorize: { limit: 'save', fields: noFields, ok: z.object({ url: z.string() }) },
  /** Whether the customer's fitness tracker is connected ('Connect Fitbit' or 'Sync Weight progress with Fitbit'). */
  getFitbit: { limit: 'read', fields: noFields, ok: z.object({ fitbit_token: z.boolean() }) },
});
