// POST /dev/fixtures/progress {email, daysAgo, weight?, waist?, calories?}: a progress entry `daysAgo` days back for the
// end-to-end tests (the missing-days modal). Same gate as the other test fixtures: TEST_FIXTURES=1, not production,
// loopback callers only; else 404.
import { z } from 'zod';
import { writePastEntry } from '../../progress/fixtures';
import { devHelperRoute } from '../dev-helpers';
import type { HttpRoute } from '../route';
import { fixturesEnabled } from './test-fixtures';

const pastEntry = z.strictObject({
  email: z.string().trim().min(3).max(254),
  daysAgo: z.number().int().min(1).max(400),
  weight: z.number().int().min(0).max(500_000).optional(),
  waist: z.number().int().min(0).max(2_000).optional(),
  calories: z.number().int().min(0).max(100_000).optional(),
});

function progressFixturesRoute({ env, now = () => Math.floor(Date.now() / 1000) }: { env: NodeJS.ProcessEnv; now?: () => number }): HttpRoute {
  const route: HttpRoute = (app, ctx) => {
    app.post('/dev/fixtures/progress', async (request, reply) => {
      const parsed = pastEntry.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ message: 'Expected {email, daysAgo, weight?, waist?, calories?}' });
      const userId = await writePastEntry(ctx.db, parsed.data, now());
      if (userId === undefined) return reply.code(404).send({ message: `No user with the email ${parsed.data.email}` });
      return reply.header('Cache-Control', 'no-cache').send({ userId });
    });
  };
  return devHelperRoute(route, () => fixturesEnabled(env));
}

export default progressFixturesRoute({ env: process.env });
