// POST /dev/fixtures/users {email, banned?}: lets end-to-end tests ban or un-ban a customer.
// Served only when TEST_FIXTURES=1 and NODE_ENV is not production, and only to loopback callers; else 404.
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { setUserBanned } from '../../accounts/fixtures';
import { sendJson } from '../headers';
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

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > MAX_BODY_BYTES) return undefined;
  }
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
  const route: HttpRoute = {
    method: 'POST',
    path: /^\/dev\/fixtures\/users$/,
    async handle(req, res, _match, { db, endUserSessions }) {
      const parsed = userFixture.safeParse(await readJson(req));
      if (!parsed.success) return sendJson(res, 400, { message: 'Expected {email, banned?: boolean}', errors: z.flattenError(parsed.error).fieldErrors });
      const { email, banned = false } = parsed.data;
      const userId = await setUserBanned(db, email, banned, now());
      if (userId === undefined) return sendJson(res, 404, { message: `No user with the email ${email}` });
      if (banned) await endUserSessions(userId);
      sendJson(res, 200, { userId, banned });
    },
  };
  return devHelperRoute(route, () => fixturesEnabled(env));
}

export default testFixturesRoute({ env: process.env });
