// Rate limits: in memory by default, shared through Redis when a link is given, and in memory again while that
// Redis does not answer (server/src/ops/redis-limiter.ts).
import { SharedLimiter, type LimitRule } from '../ops/redis-limiter';
import { RedisLink, type RedisSettings } from '../ops/redis';

export type { LimitRule } from '../ops/redis-limiter';

/**
 * Sign-in limits follow OWASP's authentication guidance: attempts are counted before the password is checked
 * (a successful sign-in gives its attempt back), mainly per account and IP pair, so someone guessing from one
 * address locks only that address out of that account; a slower limit per account, whatever the address, stops a
 * guess spread over many addresses without a few wrong guesses locking the owner out; a limit per address stops
 * one address trying many accounts.
 */
export const DEFAULT_LIMIT_RULES = {
  /** Sign-in attempts per account (email) and IP address pair. */
  signInPair: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  /** Sign-in attempts per account (email) from all addresses together: the slower, global limit. */
  signInAccount: { points: 20, duration: 60 * 60, blockDuration: 30 * 60 },
  /** Sign-in attempts per IP address, all accounts together. */
  signInIp: { points: 50, duration: 60 * 60, blockDuration: 30 * 60 },
  /** SMS codes sent per account. */
  smsCode: { points: 3, duration: 10 * 60, blockDuration: 10 * 60 },
  /** Password-restore emails per email address. */
  restoreEmail: { points: 3, duration: 15 * 60, blockDuration: 15 * 60 },
  /** Password-restore requests per IP address. */
  restoreIp: { points: 20, duration: 60 * 60, blockDuration: 60 * 60 },
  /** Plan requests (guest and signed-in) per IP address. */
  planRequestIp: { points: 10, duration: 60 * 60, blockDuration: 60 * 60 },
  /** Wrong voucher codes per customer (codes are checked on the server, so guessing them is limited). */
  voucherCodeUser: { points: 10, duration: 60 * 60, blockDuration: 60 * 60 },
  /** Session checks with a token the server does not know, per IP address (valid tokens are counted per token). */
  sessionUnknownIp: { points: 600, duration: 60, blockDuration: 60 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof DEFAULT_LIMIT_RULES;

/** `retryAfter` in seconds when the key is over its limit, undefined when the call may proceed. */
export interface RateLimits {
  /** Counts one attempt; returns the wait when this attempt is over the limit. */
  consume(name: LimitName, key: string): Promise<number | undefined>;
  /** The wait when the key has used all its attempts, without counting one. */
  blockedFor(name: LimitName, key: string): Promise<number | undefined>;
  /** Forgets the key's attempts (e.g. after a successful sign-in). */
  reset(name: LimitName, key: string): Promise<void>;
  /** Gives one counted attempt back (an attempt that turned out to be a successful sign-in). */
  reward(name: LimitName, key: string): Promise<void>;
}

export interface RateLimitsOptions {
  rules?: Partial<Record<LimitName, LimitRule>>;
  /** The Redis the processes share (connectLimitsRedis); memory when absent. */
  redis?: RedisLink;
}

const retrySeconds = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

export function createRateLimits({ rules, redis }: RateLimitsOptions = {}): RateLimits {
  const limiters = new Map<LimitName, SharedLimiter>();
  const limiterFor = (name: LimitName): SharedLimiter => {
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = new SharedLimiter({ ...DEFAULT_LIMIT_RULES[name], ...rules?.[name] }, `limit:${name}`, redis);
      limiters.set(name, limiter);
    }
    return limiter;
  };

  return {
    async consume(name, key) {
      const limiter = limiterFor(name);
      const { consumed, msBeforeNext } = await limiter.consume(key);
      return consumed > limiter.points ? retrySeconds(msBeforeNext) : undefined;
    },
    async blockedFor(name, key) {
      const limiter = limiterFor(name);
      const state = await limiter.get(key);
      if (!state || state.consumed < limiter.points) return undefined;
      return retrySeconds(state.msBeforeNext);
    },
    async reset(name, key) {
      await limiterFor(name).delete(key);
    },
    async reward(name, key) {
      await limiterFor(name).reward(key, 1);
    },
  };
}

/** The Redis link of the limits shared by several server processes (REDIS_URL, under REDIS_PREFIX). */
export function connectLimitsRedis(settings: RedisSettings): Promise<RedisLink> {
  return RedisLink.open(settings, 'redis rate limits');
}
