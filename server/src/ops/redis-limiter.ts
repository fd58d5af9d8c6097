// One rate limit (fixed window, then a block once over): counted in Redis when the processes share one, so every
// process sees one count; in this process's memory when there is no Redis, and while Redis does not answer (each
// use of that fallback is counted in /metrics as mealplan_redis_fallbacks_total{use="limits"}). During an outage each
// process counts on its own, so a caller spread over N processes gets at most N times the limit. Redis writes are
// guarded (server/src/ops/redis.ts): a count whose answer came too late is never added later.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { countRedisFallback } from './metrics';
import type { RedisLink } from './redis';

export interface LimitRule {
  /** Attempts allowed within the window. */
  points: number;
  /** Window length, seconds. */
  duration: number;
  /** Once exceeded, refuse for this many seconds. */
  blockDuration: number;
}

/** The count of a key after a call: over the limit when consumed > points; msBeforeNext until it resets. */
export interface LimitState {
  consumed: number;
  msBeforeNext: number;
}

// ARGV (after the deadline): points to add, window ms, the limit, block ms. The window starts with the first count;
// the count that first goes over the limit blocks the key for the block time.
const CONSUME = `local points = tonumber(ARGV[2])
local consumed = redis.call('INCRBY', KEYS[1], points)
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]); ttl = tonumber(ARGV[3]) end
local limit = tonumber(ARGV[4])
local block = tonumber(ARGV[5])
if block > 0 and consumed > limit and consumed - points <= limit then redis.call('PEXPIRE', KEYS[1], block); ttl = block end
return {consumed, ttl}`;

const DELETE = `return redis.call('DEL', KEYS[1])`;

const stateOf = (res: RateLimiterRes): LimitState => ({ consumed: res.consumedPoints, msBeforeNext: res.msBeforeNext });

export class SharedLimiter {
  private readonly memory: RateLimiterMemory;

  constructor(
    private readonly rule: LimitRule,
    /** The key prefix of this limit (e.g. `limit:signInIp`), under the link's REDIS_PREFIX in Redis. */
    private readonly name: string,
    private readonly redis: RedisLink | undefined,
  ) {
    this.memory = new RateLimiterMemory({ ...rule, keyPrefix: name });
  }

  get points(): number {
    return this.rule.points;
  }

  private redisKey(key: string): string {
    return this.redis!.key(`${this.name}:${key}`);
  }

  /** Runs the Redis form when there is a Redis that answers, else the process's own. */
  private async either<T>(shared: (redis: RedisLink) => Promise<T>, own: () => Promise<T>): Promise<T> {
    if (!this.redis) return own();
    try {
      return await shared(this.redis);
    } catch {
      countRedisFallback('limits');
      return own();
    }
  }

  /** Counts points against the key and answers its count. */
  consume(key: string, points = 1): Promise<LimitState> {
    const { duration, blockDuration } = this.rule;
    return this.either(
      async (redis) => {
        const [consumed, ttl] = await redis.guarded<[number, number]>(
          CONSUME,
          [this.redisKey(key)],
          [points, duration * 1000, this.rule.points, blockDuration * 1000],
        );
        return { consumed, msBeforeNext: ttl };
      },
      () =>
        this.memory.consume(key, points).then(stateOf, (rejection: unknown) => {
          if (rejection instanceof RateLimiterRes) return stateOf(rejection);
          throw rejection;
        }),
    );
  }

  /** The key's count without counting, or undefined when it has none. */
  get(key: string): Promise<LimitState | undefined> {
    return this.either(
      async (redis) => {
        const redisKey = this.redisKey(key);
        const [value, ttl] = await redis.run((client) => Promise.all([client.get(redisKey), client.pTTL(redisKey)]));
        return value === null ? undefined : { consumed: Number(value), msBeforeNext: Math.max(0, ttl) };
      },
      async () => {
        const res = await this.memory.get(key);
        return res ? stateOf(res) : undefined;
      },
    );
  }

  /** Forgets the key's count. */
  async delete(key: string): Promise<void> {
    await this.either<unknown>(
      (redis) => redis.guarded<number>(DELETE, [this.redisKey(key)], []),
      () => this.memory.delete(key),
    );
  }

  /** Gives points back. */
  async reward(key: string, points = 1): Promise<void> {
    await this.either<unknown>(
      (redis) => redis.guarded<[number, number]>(CONSUME, [this.redisKey(key)], [-points, this.rule.duration * 1000, this.rule.points, 0]),
      () => this.memory.reward(key, points),
    );
  }
}
