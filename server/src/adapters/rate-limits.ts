// Rate limits (rate-limiter-flexible): in memory by default, shared through Redis when a client is given.
import { createClient, type RedisClientType } from 'redis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { log } from '../ops/log';

export interface LimitRule {
  /** Attempts allowed within the window. */
  points: number;
  /** Window length, seconds. */
  duration: number;
  /** Once exceeded, refuse for this many seconds. */
  blockDuration: number;
}

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
  /** A connected `redis` (node-redis v5) client; memory when absent. */
  redis?: RedisClientType;
}

function retrySeconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

export function createRateLimits({ rules, redis }: RateLimitsOptions = {}): RateLimits {
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  const limiterFor = (name: LimitName): RateLimiterAbstract => {
    const existing = limiters.get(name);
    if (existing) return existing;
    const rule = { ...DEFAULT_LIMIT_RULES[name], ...rules?.[name], keyPrefix: `limit:${name}` };
    const limiter = redis ? new RateLimiterRedis({ ...rule, storeClient: redis, useRedisPackage: true }) : new RateLimiterMemory(rule);
    limiters.set(name, limiter);
    return limiter;
  };

  return {
    async consume(name, key) {
      try {
        await limiterFor(name).consume(key);
        return undefined;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return retrySeconds(rejection);
        throw rejection;
      }
    },
    async blockedFor(name, key) {
      const limiter = limiterFor(name);
      const res = await limiter.get(key);
      if (!res || res.consumedPoints < limiter.points) return undefined;
      return retrySeconds(res);
    },
    async reset(name, key) {
      await limiterFor(name).delete(key);
    },
    async reward(name, key) {
      await limiterFor(name).reward(key, 1);
    },
  };
}

/** A node-redis client for the limits shared by several server processes (REDIS_URL). */
export async function connectLimitsRedis(url: string): Promise<RedisClientType> {
  const client: RedisClientType = createClient({ url });
  client.on('error', (error: unknown) => log().warn({ err: error, component: 'redis rate limits' }, 'redis error'));
  await client.connect();
  return client;
}
