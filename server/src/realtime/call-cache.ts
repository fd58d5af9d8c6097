// What rarely changes (settings, static pages, reference lists and menus) is kept in memory per server process
// instead of being read from the database on every call. Invalidation is explicit: invalidate(scope) drops the
// scope here and, when REDIS_URL is set, publishes it so every other process drops its copy too. Entries also
// expire after a while, which bounds how stale a copy can get after a change made outside the server.
import type { CachePolicy } from '@mealplan/shared/protocol';
import { today } from '@mealplan/shared/time';
import { createClient } from 'redis';
import { shareReplyValue } from './reply-encoder';
import { log } from '../ops/log';

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
 * all dropped together (userViewChanged, server/src/accounts/user-view.ts).
 */
export type CacheScope = 'settings' | 'static_pages' | 'reference' | 'reviews' | `reviews:${number}` | 'user' | `user:${number}`;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export interface CallCacheOptions {
  /** Shares invalidations with the other processes through Redis pub/sub. */
  redisUrl?: string;
  ttlMs?: number;
  /** Milliseconds clock (tests). */
  clock?: () => number;
}

const isUserKey = (key: string) => key.startsWith('user:');

export class CallCache {
  private readonly entries = new Map<string, Entry>();
  private readonly userEntries = new Map<string, Entry>();
  private publisher: ReturnType<typeof createClient> | undefined;
  private subscriber: ReturnType<typeof createClient> | undefined;

  private constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number,
  ) {}

  static async create({ redisUrl, ttlMs = DEFAULT_CACHE_TTL_MS, clock = Date.now }: CallCacheOptions = {}): Promise<CallCache> {
    const cache = new CallCache(ttlMs, clock);
    if (redisUrl) {
      const publisher = createClient({ url: redisUrl });
      publisher.on('error', (error: unknown) => log().warn({ err: error, component: 'redis cache' }, 'redis error'));
      await publisher.connect();
      const subscriber = publisher.duplicate();
      subscriber.on('error', (error: unknown) => log().warn({ err: error, component: 'redis cache' }, 'redis error'));
      await subscriber.connect();
      await subscriber.subscribe(CACHE_INVALIDATION_CHANNEL, (scope) => cache.drop(scope));
      cache.publisher = publisher;
      cache.subscriber = subscriber;
    }
    return cache;
  }

  /** The cached value of key, loading it once (concurrent callers share the load); a failed load is not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
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

  /** Forgets the scope's entries here and in every other process sharing the Redis. */
  async invalidate(scope: CacheScope): Promise<void> {
    this.drop(scope);
    if (this.publisher?.isOpen) await this.publisher.publish(CACHE_INVALIDATION_CHANNEL, scope);
  }

  get size(): number {
    return this.entries.size + this.userEntries.size;
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.userEntries.clear();
    if (this.subscriber?.isOpen) await this.subscriber.quit();
    if (this.publisher?.isOpen) await this.publisher.quit();
  }
}

/**
 * The cache key of a call declared with a cache policy: a shared key as declared, a per-user one under
 * `user:<id>:` (so userViewChanged drops it with the customer's other entries). Undefined when a per-user call has
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
