// npm run invalidate-cache --workspace server -- settings static_pages reference
// After settings, static pages or reference data are changed in the database by hand: every server process sharing
// REDIS_URL drops its cached copy at once. Without Redis, a process's copy expires within DEFAULT_CACHE_TTL_MS.
// `user:<id>` drops one customer's cached reads (session check, delivered dishes) after a hand edit of their data;
// `user` drops every customer's.
// REDIS_PREFIX names the site's channel when several sites share one Redis.
import { CACHE_INVALIDATION_CHANNEL, DEFAULT_CACHE_TTL_MS, type CacheScope } from './call-cache';
import { RedisLink } from '../ops/redis';

const SCOPES: readonly CacheScope[] = ['settings', 'static_pages', 'reference'];

async function main(): Promise<void> {
  const asked = process.argv.slice(2);
  const scopes = asked.length ? asked : SCOPES;
  const unknown = scopes.filter((scope) => !SCOPES.includes(scope as CacheScope) && !/^user(:[1-9]\d*)?$/.test(scope));
  if (unknown.length) throw new Error(`Unknown cache scope(s) ${unknown.join(', ')}; known: ${SCOPES.join(', ')}, user, user:<id>`);
  const url = process.env.REDIS_URL;
  if (!url) {
    console.log(`REDIS_URL is not set: each server process drops its copy within ${DEFAULT_CACHE_TTL_MS / 1000} s.`);
    return;
  }
  const redis = await RedisLink.open({ url, prefix: process.env.REDIS_PREFIX?.trim() ?? '' }, 'invalidate-cache');
  try {
    for (const scope of scopes) {
      const receivers = await redis.run((client) => client.publish(redis.key(CACHE_INVALIDATION_CHANNEL), scope));
      console.log(`${scope}: invalidated in ${receivers} process(es)`);
    }
  } finally {
    await redis.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
