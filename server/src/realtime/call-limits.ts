// Issue 9 point 6: every call that writes or sends has a declared limit, enforced by the dispatcher before its
// handler runs (never per handler). The type makes the table complete: a call added to the protocol without an
// entry here does not compile. Counted per signed-in user, or per IP address for a socket that is not signed in;
// in Redis when REDIS_URL is set, so several processes share one count.
import { retryMinutes } from '@mealplan/shared/account';
import type { Protocol } from '@mealplan/shared/protocol';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import type { LimitRule } from '../adapters/rate-limits';
import { serverText, type ServerText } from '../i18n';

/**
 * The kinds of write a call makes, each with its own rule:
 * - save: overwrites the caller's own data (feedback, profile, settings of the plan), or signs out;
 * - append: adds rows (notifications, forum posts, body measurements, cart lines, orders);
 * - send: mails or texts someone (the team, the customer's own address);
 * - signUp: creates an account and mails its confirmation link;
 * - social: signs in or up with a provider token;
 * - link: checks or uses a token from a link (restore, confirmation, referral);
 * - session: the session check every page load and reconnect makes.
 */
export const CALL_LIMIT_RULES = {
  save: { points: 60, duration: 60, blockDuration: 60 },
  append: { points: 30, duration: 10 * 60, blockDuration: 10 * 60 },
  send: { points: 10, duration: 60 * 60, blockDuration: 60 * 60 },
  signUp: { points: 10, duration: 60 * 60, blockDuration: 60 * 60 },
  social: { points: 20, duration: 10 * 60, blockDuration: 10 * 60 },
  link: { points: 30, duration: 10 * 60, blockDuration: 10 * 60 },
  session: { points: 600, duration: 60, blockDuration: 60 },
} satisfies Record<string, LimitRule>;

export type CallLimitName = keyof typeof CALL_LIMIT_RULES;
/**
 * 'read': writes nothing and sends nothing; 'signIn': login set, whose limits need the email and the password's
 * outcome (per account and address pair, per account, per address: server/src/accounts/password-sign-in.ts).
 */
export type CallLimit = CallLimitName | 'read' | 'signIn';

type LimitTable = { readonly [C in keyof Protocol]: { readonly [K in keyof Protocol[C]]: CallLimit } };

export const callLimitTable: LimitTable = {
  client_check: { get: 'session', language: 'save' },
  settings: { get: 'read' },
  get_arrays: { get: 'read' },
  static_pages: { get: 'read' },
  restore_password: { try: 'send', check: 'link', set: 'link' },
  confirmation: { email: 'link' },
  login: { set: 'signIn', google: 'social', facebook: 'social', logout: 'save' },
  registration: { set: 'signUp', google: 'social', facebook: 'social', checkRef: 'link' },
  profile: {
    set: 'save',
    guestplanRequest: 'send',
    'getForDashboard:get': 'read',
    'getForDashboard:getPause': 'read',
    'getForDashboard:getManagers': 'read',
    'getForDashboard:getCheckout': 'read',
    'getForDashboard:getWeightStats': 'read',
    'getForDashboard:getFutureStart': 'read',
    'getForDashboard:getFiles': 'read',
    'getForDashboard:getAvatar': 'read',
    'getForDashboard:getMealplan': 'read',
    'getForDashboard:getUserSides': 'read',
    'getForDashboard:getMainSettingsInfo': 'read',
    'getForDashboard:getSmsInfo': 'read',
    'getForDashboard:getHistory': 'read',
    'getForDashboard:getProgressImgs': 'read',
    'getForDashboard:getPrefs': 'read',
    'getForDashboard:saveMainInfo': 'save',
    'getForDashboard:saveSmsInfo': 'save',
    'getForDashboard:saveMedicalInfo': 'save',
    'getForDashboard:savePauseInfo': 'save',
    'getForDashboard:sendPauseRequest': 'send',
    'getForDashboard:saveAddressInfo': 'save',
    'getForDashboard:saveProfData': 'save',
    'getForDashboard:saveProfDataMobile': 'save',
    'getForDashboard:savePrefs': 'save',
    'getForDashboard:saveDislike': 'save',
    'getForDashboard:saveEliminateGroups': 'save',
    'getForDashboard:setDishRatingNew': 'save',
    'getForDashboard:setDishlike': 'save',
    'getForDashboard:setNotification': 'append',
    'getForDashboard:planRequest': 'send',
    'getForDashboard:alertMail': 'send',
    'getForDashboard:removeFile': 'save',
    'getForDashboard:setFitbit': 'save',
    'getForDashboard:fitbitAuthorize': 'save',
    'getForDashboard:getFitbit': 'read',
    'getForDashboard:getPhotoHistory': 'read',
  },
  rating: { getDishes: 'read', setDishRating: 'save', getTotalRating: 'read', setTotalRating: 'save', getDishReviews: 'read' },
  order: {
    get: 'read',
    modify: 'save',
    custommodify: 'save',
    setCutlery: 'save',
    cancel: 'save',
    skipTheDay: 'save',
    getUserSides: 'read',
    getDietProducts: 'read',
    getCustomDays: 'read',
    getRatings: 'read',
    getCart: 'read',
    removeFromCart: 'save',
    addToCart: 'append',
    saveUserSides: 'save',
    exportPdf: 'read',
    mailPdf: 'send',
    set: 'append',
    remainingDeliveries: 'read',
    checkVoucher: 'link',
    saveDraft: 'save',
    getDraft: 'read',
  },
  mobile_checkout: {
    getPending: 'read',
    set: 'append',
    setMealPlan: 'save',
    skipTheDay: 'save',
    remove: 'save',
    viewmenupdf: 'read',
    update: 'save',
    createTelrSession: 'append',
    checkTelrStatus: 'save',
    placeneworder: 'append',
  },
  custom_plan: { get: 'read' },
  custom_plan_sides: { get: 'read' },
  default_dishes: { get: 'read' },
  default_dish_sides: { get: 'read' },
  progress: {
    get: 'read',
    getWeightHistory: 'read',
    getBodyMeasurements: 'read',
    getBodyAnalaysis: 'read',
    set: 'append',
    setWeight: 'append',
    setBodyMeasurements: 'append',
    setBodyAnalaysis: 'append',
    importFromFitbit: 'append',
  },
  blog: { infoList: 'read', get: 'read' },
  forum: { list: 'read', get: 'read', set: 'append', del: 'save', comments: 'read', comment: 'append' },
  menu_builder: { getSidesList: 'read', getBuySidesList: 'read' },
};

/** The declared limit of a call, or undefined for a call the protocol does not have. */
export function callLimitOf(channel: string, key: string): CallLimit | undefined {
  if (!Object.hasOwn(callLimitTable, channel)) return undefined;
  const calls: Readonly<Record<string, CallLimit>> = callLimitTable[channel as keyof Protocol];
  return Object.hasOwn(calls, key) ? calls[key] : undefined;
}

export interface CallLimiter {
  /**
   * Counts one call of channel/key by the caller (user id when signed in, else IP address); the "Too many
   * requests" text with the true wait when it is over its limit, undefined when it may run.
   */
  consume(channel: string, key: string, caller: { userId: number | null; ip: string }): Promise<ServerText | undefined>;
}

export interface CallLimiterOptions {
  rules?: Partial<Record<CallLimitName, LimitRule>>;
  /** A connected node-redis client shared by the processes; memory when absent. */
  redis?: RedisClientType;
}

/** Every rule with `scale` times its points (CALL_LIMIT_SCALE: a test run whose customers share one address). */
export function scaledCallLimitRules(scale: number): Record<CallLimitName, LimitRule> {
  return Object.fromEntries(Object.entries(CALL_LIMIT_RULES).map(([name, rule]) => [name, { ...rule, points: rule.points * scale }])) as Record<
    CallLimitName,
    LimitRule
  >;
}

export function createCallLimiter({ rules, redis }: CallLimiterOptions = {}): CallLimiter {
  const limiters = new Map<CallLimitName, RateLimiterAbstract>();
  const limiterFor = (name: CallLimitName): RateLimiterAbstract => {
    let limiter = limiters.get(name);
    if (!limiter) {
      const rule = { ...CALL_LIMIT_RULES[name], ...rules?.[name], keyPrefix: `call-limit:${name}` };
      limiter = redis ? new RateLimiterRedis({ ...rule, storeClient: redis, useRedisPackage: true }) : new RateLimiterMemory(rule);
      limiters.set(name, limiter);
    }
    return limiter;
  };
  return {
    async consume(channel, key, { userId, ip }) {
      const limit = callLimitOf(channel, key);
      if (limit === undefined || limit === 'read' || limit === 'signIn') return undefined;
      const caller = userId === null ? `ip:${ip}` : `user:${userId}`;
      try {
        await limiterFor(limit).consume(`${channel}/${key}|${caller}`);
        return undefined;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return serverText('account.tooManyRequests', { minutes: retryMinutes(Math.ceil(rejection.msBeforeNext / 1000)) });
        }
        throw rejection;
      }
    },
  };
}
