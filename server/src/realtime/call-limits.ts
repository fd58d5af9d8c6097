// Issue 9 point 6: every call that writes or sends has a limit, enforced by the dispatcher before its handler runs
// (never per handler). The KIND of each call's limit is part of its one declaration in shared (defineCall's
// `limit`, required, so a call cannot forget it); the numbers of each kind are this server's configuration, here.
// Counted per signed-in user, or per IP address for a socket that is not signed in; in Redis when REDIS_URL is
// set, so several processes share one count (each process its own while Redis does not answer: ops/redis-limiter.ts).
// The session check (limit kind 'session') is counted per token it carries (issue 40: 700 customers behind one
// company address must not use up one count).
import { retryMinutes } from '@mealplan/shared/account';
import { findCall, type CallLimitKind } from '@mealplan/shared/protocol';
import type { RedisLink } from '../ops/redis';
import { SharedLimiter, type LimitRule } from '../ops/redis-limiter';
import { hashSecret } from '../accounts/secrets';
import { serverText, type ServerText } from '../i18n';

/** The counted kinds ('read' is not counted; 'signIn' is counted by the sign-in itself). See CallLimitKind. */
export const CALL_LIMIT_RULES = {
  save: { points: 60, duration: 60, blockDuration: 60 },
  append: { points: 30, duration: 10 * 60, blockDuration: 10 * 60 },
  send: { points: 10, duration: 60 * 60, blockDuration: 60 * 60 },
  signUp: { points: 10, duration: 60 * 60, blockDuration: 60 * 60 },
  social: { points: 20, duration: 10 * 60, blockDuration: 10 * 60 },
  link: { points: 30, duration: 10 * 60, blockDuration: 10 * 60 },
  session: { points: 600, duration: 60, blockDuration: 60 },
} satisfies Record<Exclude<CallLimitKind, 'read' | 'signIn'>, LimitRule>;

export type CallLimitName = keyof typeof CALL_LIMIT_RULES;

/** The declared limit of a call, or undefined for a call the protocol does not have. */
export function callLimitOf(channel: string, key: string): CallLimitKind | undefined {
  return findCall(channel, key)?.limit;
}

export interface CallLimiter {
  /**
   * Counts one call of channel/key by the caller (user id when signed in, else IP address); the "Too many
   * requests" text with the true wait when it is over its limit, undefined when it may run. A session check
   * (`data` with a token) is counted per token instead.
   */
  consume(channel: string, key: string, caller: { userId: number | null; ip: string }, data?: unknown): Promise<ServerText | undefined>;
}

export interface CallLimiterOptions {
  rules?: Partial<Record<CallLimitName, LimitRule>>;
  /** The Redis the processes share; memory when absent, and while it does not answer. */
  redis?: RedisLink;
}

/** Every rule with `scale` times its points (CALL_LIMIT_SCALE: a test run whose customers share one address). */
export function scaledCallLimitRules(scale: number): Record<CallLimitName, LimitRule> {
  return Object.fromEntries(Object.entries(CALL_LIMIT_RULES).map(([name, rule]) => [name, { ...rule, points: rule.points * scale }])) as Record<
    CallLimitName,
    LimitRule
  >;
}

export function createCallLimiter({ rules, redis }: CallLimiterOptions = {}): CallLimiter {
  const limiters = new Map<CallLimitName, SharedLimiter>();
  const limiterFor = (name: CallLimitName): SharedLimiter => {
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = new SharedLimiter({ ...CALL_LIMIT_RULES[name], ...rules?.[name] }, `call-limit:${name}`, redis);
      limiters.set(name, limiter);
    }
    return limiter;
  };
  return {
    async consume(channel, key, { userId, ip }, data) {
      const limit = callLimitOf(channel, key);
      if (limit === undefined || limit === 'read' || limit === 'signIn') return undefined;
      const token = limit === 'session' ? (data as { token?: unknown } | null | undefined)?.token : undefined;
      const caller = typeof token === 'string' ? `token:${hashSecret(token)}` : userId === null ? `ip:${ip}` : `user:${userId}`;
      const limiter = limiterFor(limit);
      const { consumed, msBeforeNext } = await limiter.consume(`${channel}/${key}|${caller}`);
      if (consumed <= limiter.points) return undefined;
      return serverText('account.tooManyRequests', { minutes: retryMinutes(Math.ceil(msBeforeNext / 1000)) });
    },
  };
}
