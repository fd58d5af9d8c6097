// Issue 9 point 6: every call that writes or sends has a limit, enforced by the dispatcher before its handler runs
// (never per handler). The KIND of each call's limit is part of its one declaration in shared (defineCall's
// `limit`, required, so a call cannot forget it); the numbers of each kind are this server's configuration, here.
// Counted per signed-in user, or per IP address for a socket that is not signed in; in Redis when REDIS_URL is
// set, so several processes share one count. The session check (limit kind 'session') is counted per token it
// carries (issue 40: 700 customers behind one company address must not use up one count).
import { retryMinutes } from '@mealplan/shared/account';
import { findCall, type CallLimitKind } from '@mealplan/shared/protocol';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import type { LimitRule } from '../adapters/rate-limits';
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
    async consume(channel, key, { userId, ip }, data) {
      const limit = callLimitOf(channel, key);
      if (limit === undefined || limit === 'read' || limit === 'signIn') return undefined;
      const token = limit === 'session' ? (data as { token?: unknown } | null | undefined)?.token : undefined;
      const caller = typeof token === 'string' ? `token:${hashSecret(token)}` : userId === null ? `ip:${ip}` : `user:${userId}`;
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
