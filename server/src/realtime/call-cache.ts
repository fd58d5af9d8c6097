// What rarely changes (settings, static pages, reference lists and menus) is kept in memory per server process
// instead of being read from the database on every call. Invalidation is explicit: invalidate(scope) drops the
// scope here and, when REDIS_URL is set, publishes it so every other process drops its copy too. Entries also
// expire after a while, which bounds how stale a copy can get after a change made outside the server.
// While Redis does not answer, invalidations cannot travel: the cache is then passed by (every read goes to the
// database, counted as mealplan_redis_fallbacks_total{use="cache"}) and emptied when Redis answers again.
import type { CachePolicy } from '@mealplan/shared/protocol';
import { today } from '@mealplan/shared/time';
import { shareReplyValue } from './reply-encoder';
import { log } from '../ops/log';
import { countRedisFallback } from '../ops/metrics';
import { connectWithin, createRedisClient, RedisLink, type RedisClient } from '../ops/redis';

/** The pub/sub channel of invalidations, under REDIS_PREFIX. */
export const CACHE_INVALIDATION_CHANNEL = 'mealplan:cache-invalidate';
export const DEFAULT_CACHE_TTL_MS = 60_000;
/** Beyond this many shared keys the oldest is forgotten (keys come from request data, e.g. a diet and its meal types). */
export const MAX_CACHE_ENTRIES = 5_000;
/**
 * Per-customer keys (`user:…`, two per active customer) have their own budget, so a busy hour of customers never
 * pushes the shared entries (settings, reference lists) out.
 */
export const MAX_USER_CACHE_ENTRIES = 20_000;

/**
 * The cached subjects; a key is `<scope>` or `<scope>:<detail>`. A dish's public reviews: `reviews:<dishId>`; a
 * user's reads: `user:<userId>:<detail>`, the view of the session check and the delivered dishes of rating getDishes,
 * all dropped together (customerChanged, server/src/accounts/user-view.ts).
 */
export type CacheScope = 'settings' | 'static_pages' | 'reference' | 'reviews' | `reviews:${number}` | 'user' | `user:${number}`;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export interface CallCacheOptions {
  /** Shares invalidations with the other processes through Redis pub/sub. */
  redisUrl?: string;
  /** REDIS_PREFIX: the channel's namespace. */
  redisPrefix?: string;
  ttlMs?: number;
  /** Milliseconds clock (tests). */
  clock?: () => number;
}

const isUserKey = (key: string) => key.startsWith('user:');

/** A guarded publish (ops/redis.ts): one that Redis would run after its timeout is not sent on. */
const PUBLISH = `return redis.call('PUBLISH', ARGV[2], ARGV[3])`;

export class CallCache {
  private readonly entries = new Map<string, Entry>();
  private readonly userEntries = new Map<string, Entry>();
  private publisher: RedisLink | undefined;
  private subscriber: RedisClient | undefined;

  private constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number,
  ) {}

  static async create({ redisUrl, redisPrefix, ttlMs = DEFAULT_CACHE_TTL_MS, clock = Date.now }: CallCacheOptions = {}): Promise<CallCache> {
    const cache = new CallCache(ttlMs, clock);
    if (redisUrl) {
      const publisher = await RedisLink.open({ url: redisUrl, prefix: redisPrefix ?? '' }, 'redis cache');
      const channel = publisher.key(CACHE_INVALIDATION_CHANNEL);
      // Invalidations missed while Redis did not answer: nothing kept from before is trusted afterwards.
      publisher.onChange(() => cache.dropAll());
      // With its own queue: the subscription is made once connected, and made again after each reconnect.
      const subscriber = createRedisClient(redisUrl, 'redis cache subscriber', { offlineQueue: true });
      subscriber.on('ready', () => cache.dropAll());
      void subscriber
        .subscribe(channel, (scope) => cache.drop(scope))
        .catch((error: unknown) => log().warn({ err: error }, 'redis cache: not subscribed'));
      await connectWithin(subscriber, 'redis cache subscriber');
      cache.publisher = publisher;
      cache.subscriber = subscriber;
    }
    return cache;
  }

  /** The cached value of key, loading it once (concurrent callers share the load); a failed load is not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.publisher?.degraded) {
      countRedisFallback('cache');
      return load().then(shareReplyValue);
    }
    const now = this.clock();
    const [entries, limit] = isUserKey(key) ? [this.userEntries, MAX_USER_CACHE_ENTRIES] : [this.entries, MAX_CACHE_ENTRIES];
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value as Promise<T>;
    // A cached value is shared by every caller and never changed: its JSON is written once (reply-encoder.ts).
    const value = load().then(shareReplyValue);
    const fresh: Entry = { value, expiresAt: now + this.ttlMs };
    entries.delete(key);
    entries.set(key, fresh);
    if (entries.size > limit) entries.delete(entries.keys().next().value!);
    value.catch(() => {
      if (entries.get(key) === fresh) entries.delete(key);
    });
    return value;
  }

  /** Forgets the scope's entries in this process only (what a message from another process does). */
  drop(scope: string): void {
    for (const entries of [this.entries, this.userEntries]) {
      for (const key of entries.keys()) if (key === scope || key.startsWith(`${scope}:`)) entries.delete(key);
    }
  }

  private dropAll(): void {
    this.entries.clear();
    this.userEntries.clear();
  }

  /**
   * Forgets the scope's entries here and in every other process sharing the Redis. Within the command timeout;
   * when Redis does not answer, the other processes are passing their caches by too (their probes find it out).
   */
  async invalidate(scope: CacheScope): Promise<void> {
    this.drop(scope);
    const publisher = this.publisher;
    if (!publisher) return;
    await publisher.guarded(PUBLISH, [], [publisher.key(CACHE_INVALIDATION_CHANNEL), scope]).catch(() => countRedisFallback('cache'));
  }

  get size(): number {
    return this.entries.size + this.userEntries.size;
  }

  async close(): Promise<void> {
    this.dropAll();
    if (this.subscriber?.isOpen) this.subscriber.destroy();
    await this.publisher?.close();
  }
}

/**
 * The cache key of a call declared with a cache policy: a shared key as declared, a per-user one under
 * `user:<id>:` (so customerChanged drops it with the customer's other entries). Undefined when a per-user call has
 * no signed-in caller (its access refuses such a caller first; this keeps a guest out of anyone's entries anyway).
 */
export function callCacheKey(policy: CachePolicy, data: unknown, userId: number | null, now: number): string | undefined {
  const key = policy.key({ data, day: today(now) });
  if (policy.scope === 'shared') return key;
  return userId === null ? undefined : `user:${userId}:${key}`;
}

/** Reads through the call's server cache when it has one (every socket server does). */
export function cachedRead<T>(cache: CallCache | undefined, key: string, load: () => Promise<T>): Promise<T> {
  return cache ? cache.get(key, load) : load();
}
