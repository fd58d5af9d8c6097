// Settings, static pages and reference data are kept in memory per server process, with explicit invalidation that
// reaches the other processes through Redis pub/sub when REDIS_URL is set.
import { findCall } from '@mealplan/shared/protocol';
import { callCacheKey, CallCache, MAX_CACHE_ENTRIES, MAX_USER_CACHE_ENTRIES } from '../../src/realtime/call-cache';
import { connectClient, startTestServer, type TestServer } from '../support/harness';

describe('CallCache', () => {
  it('loads a key once for concurrent callers, until dropped or expired; a failed load is not kept', async () => {
    const clock = { now: 0 };
    const cache = await CallCache.create({ ttlMs: 1000, clock: () => clock.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('settings', load), cache.get('settings', load)])).toEqual([1, 1]);
    cache.drop('static_pages');
    expect(await cache.get('settings', load)).toBe(1);
    cache.drop('settings');
    expect(await cache.get('settings', load)).toBe(2);
    clock.now += 1001;
    expect(await cache.get('settings', load)).toBe(3);
    await cache.invalidate('static_pages');
    expect(await cache.get('settings', load)).toBe(3);
    await expect(cache.get('reference:x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('reference:x', load)).toBe(4);
    await cache.invalidate('reference');
    expect(await cache.get('reference:x', load)).toBe(5);
    await cache.close();
  });

  it('keeps at most MAX_CACHE_ENTRIES keys', async () => {
    const cache = await CallCache.create();
    for (let index = 0; index <= MAX_CACHE_ENTRIES + 10; index += 1) await cache.get(`reference:${index}`, async () => index);
    expect(cache.size).toBe(MAX_CACHE_ENTRIES);
    await cache.close();
  });

  it('gives per-customer keys their own budget: many customers never push the settings out', async () => {
    const cache = await CallCache.create();
    let settingsLoads = 0;
    const settings = () => cache.get('settings', async () => (settingsLoads += 1));
    await settings();
    for (let userId = 1; userId <= MAX_USER_CACHE_ENTRIES + 10; userId += 1) await cache.get(`user:${userId}:20420`, async () => userId);
    await settings();
    expect(settingsLoads).toBe(1);
    expect(cache.size).toBe(MAX_USER_CACHE_ENTRIES + 1);
    // The oldest customers' entries went first; a customer's scope still drops only that customer's keys.
    expect(await cache.get('user:1:20420', async () => -1)).toBe(-1);
    await cache.invalidate('user:100');
    expect(await cache.get('user:100:20420', async () => -100)).toBe(-100);
    expect(await cache.get('user:1000:20420', async () => -1000)).toBe(1000);
    expect(await cache.get(`user:${MAX_USER_CACHE_ENTRIES}:20420`, async () => 0)).toBe(MAX_USER_CACHE_ENTRIES);
    await cache.close();
  });
});

describe('the cache key of a call declared with a cache policy', () => {
  /** 2026-01-01 12:00 in Asia/Dubai: its day starts at 00:00 there. */
  const noon = 1_767_211_200 + 12 * 3600;

  it('is the declared key for a shared read, and sits under the customer for a per-user read', () => {
    const reviews = findCall('rating', 'getDishReviews')!.cache!;
    expect(callCacheKey(reviews, { dishId: 7 }, null, noon)).toBe('reviews:7');
    expect(callCacheKey(reviews, { dishId: 7 }, 42, noon)).toBe('reviews:7');
    const dishes = findCall('rating', 'getDishes')!.cache!;
    expect(callCacheKey(dishes, {}, 42, noon)).toBe('user:42:dishes:1767211200');
    expect(callCacheKey(dishes, {}, null, noon)).toBeUndefined();
  });
});

const setting = async (server: TestServer, alias: string) => {
  const client = await connectClient(server);
  try {
    const reply = await client.call('settings', 'get', {});
    return (reply.data as Record<string, { value: unknown }>)[alias]?.value;
  } finally {
    client.close();
  }
};

const page = async (server: TestServer, id: string) => {
  const client = await connectClient(server);
  try {
    return ((await client.call('static_pages', 'get', { id })).data as { name?: string }).name;
  } finally {
    client.close();
  }
};

describe('settings and static pages read from the cache', () => {
  let cache: CallCache;
  let server: TestServer;

  beforeAll(async () => {
    cache = await CallCache.create();
    server = await startTestServer({ services: { cache } });
  });
  afterAll(async () => {
    await server.close();
    await cache.close();
  });

  it('answers from memory until invalidated', async () => {
    const before = await setting(server, 'contact_email');
    expect(typeof before).toBe('string');
    await server.db.query("UPDATE settings SET value = to_jsonb($1::text) WHERE alias = 'contact_email'", ['changed@mealplan.ae']);
    expect(await setting(server, 'contact_email')).toBe(before);
    await cache.invalidate('settings');
    expect(await setting(server, 'contact_email')).toBe('changed@mealplan.ae');

    const title = await page(server, 'terms');
    await server.db.query("UPDATE static_pages SET name = 'Edited terms' WHERE alias = 'terms'");
    expect(await page(server, '/terms')).toBe(title);
    await cache.invalidate('static_pages');
    expect(await page(server, 'terms')).toBe('Edited terms');
  });
});

const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('two server processes sharing Redis (REDIS_URL)', () => {
  let caches: CallCache[];
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    caches = [await CallCache.create({ redisUrl: redisUrl! }), await CallCache.create({ redisUrl: redisUrl! })];
    first = await startTestServer({ services: { cache: caches[0]! }, redisUrl: redisUrl! });
    second = await startTestServer({ services: { cache: caches[1]! }, redisUrl: redisUrl!, db: first.db });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    for (const cache of caches) await cache.close();
  });

  /** Asks until the answer is the expected one (the invalidation travels through Redis), at most 100 times. */
  async function eventually(read: () => Promise<unknown>, expected: unknown): Promise<unknown> {
    let value = await read();
    for (let attempt = 0; attempt < 100 && value !== expected; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      value = await read();
    }
    return value;
  }

  it('drops the other process’s copy when one process invalidates', async () => {
    const before = await setting(second, 'contact_email');
    await first.db.query("UPDATE settings SET value = to_jsonb($1::text) WHERE alias = 'contact_email'", ['shared@mealplan.ae']);
    expect(await setting(second, 'contact_email')).toBe(before);
    await caches[0]!.invalidate('settings');
    expect(await eventually(() => setting(second, 'contact_email'), 'shared@mealplan.ae')).toBe('shared@mealplan.ae');

    expect(await page(second, 'privacy-policy')).not.toBe('Edited privacy');
    await first.db.query("UPDATE static_pages SET name = 'Edited privacy' WHERE alias = 'privacy-policy'");
    await caches[0]!.invalidate('static_pages');
    expect(await eventually(() => page(second, 'privacy-policy'), 'Edited privacy')).toBe('Edited privacy');
  });
});

describe('a dish’s public reviews', () => {
  it('are cached and show a new review at once (the save invalidates the dish’s entry)', async () => {
    const { startAccountsServer } = await import('../accounts/support');
    const env = await startAccountsServer({ seed: true });
    try {
      const sara = await env.connect();
      const signedIn = await sara.call('login', 'set', {
        email: 'sara.haddad@example.com',
        password: 'MealPlan2026',
        browserId: 'CACHECACHECACHEC',
        app: 'customer',
      });
      expect(signedIn.type).toBe('setOk');
      const delivered = (await sara.call('rating', 'getDishes', {})).data as { dishes: Record<string, unknown> };
      const dishId = Number(Object.keys(delivered.dishes)[0]);
      const reviews = async () =>
        ((await sara.call('rating', 'getDishReviews', { dishId })).data as { reviews: { feedback: string }[] }).reviews.map(
          (review) => review.feedback,
        );
      const before = await reviews();
      expect(await reviews()).toEqual(before);
      const saved = await sara.call('rating', 'setDishRating', {
        feedbackData: { dish_id: dishId, rating: 5, feedback: 'Crisp and fresh, cached test' },
      });
      expect(saved.type).toBe('setDishRatingOk');
      expect(await reviews()).toContain('Crisp and fresh, cached test');
    } finally {
      await env.close();
    }
  });
});
