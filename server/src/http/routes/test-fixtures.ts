// POST /dev/fixtures/users {email, banned?}: lets end-to-end tests ban or un-ban a customer.
// Served only when TEST_FIXTURES=1 and NODE_ENV is not production, and only to loopback callers; else 404.
import type { FastifyError } from 'fastify';
import { z } from 'zod';
import { setUserBanned } from '../../accounts/fixtures';
import { devHelperRoute } from '../dev-helpers';
import type { HttpRoute } from '../route';

const MAX_BODY_BYTES = 4096;

const userFixture = z.strictObject({
  email: z.string().trim().min(3).max(254),
  banned: z.boolean().optional(),
});

export function fixturesEnabled(env: NodeJS.ProcessEnv): boolean {
  return env.TEST_FIXTURES === '1' && env.NODE_ENV !== 'production';
}

const BAD_FIXTURE = 'Expected {email, banned?: boolean}';

/** The body as JSON whatever its content type, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface TestFixturesOptions {
  env: NodeJS.ProcessEnv;
  /** Unix seconds. */
  now?: () => number;
}

export function testFixturesRoute({ env, now = () => Math.floor(Date.now() / 1000) }: TestFixturesOptions): HttpRoute {
  const route: HttpRoute = (app, ctx) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => done(null, parseJson(String(body))));
    // A body over the limit (or unreadable) is refused like a malformed one.
    app.setErrorHandler((error: FastifyError, _request, reply) => {
      if (typeof error.statusCode === 'number' && error.statusCode < 500) return reply.code(400).send({ message: BAD_FIXTURE });
      throw error;
    });
    app.post('/dev/fixtures/users', async (request, reply) => {
      const parsed = userFixture.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ message: BAD_FIXTURE, errors: z.flattenError(parsed.error).fieldErrors });
      const { email, banned = false } = parsed.data;
      const userId = await setUserBanned(ctx.db, email, banned, now());
      if (userId === undefined) return reply.code(404).send({ message: `No user with the email ${email}` });
      // Read at call time: the context is wired to socket.io after the routes are registered.
      if (banned) await ctx.endUserSessions(userId);
      return reply.header('Cache-Control', 'no-cache').send({ userId, banned });
    });
  };
  return devHelperRoute(route, () => fixturesEnabled(env));
}

export default testFixturesRoute({ env: process.env });
