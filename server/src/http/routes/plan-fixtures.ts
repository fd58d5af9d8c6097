// POST /dev/fixtures/renewable-plan {email}: gives an existing customer a paid plan that is running and ends within the
// renewal window, for the end-to-end tests of /renewplan; POST /dev/fixtures/plan-delivering-today {email}: a paid plan
// with today among its delivery days, for the dashboard's today's meals. Same gate as the other test fixtures: TEST_FIXTURES=1, not
// production, loopback callers only; else 404.
import { z } from 'zod';
import { givePlanDeliveringToday } from '../../demo/delivering-plan';
import { giveRenewablePlan } from '../../demo/renewable-plan';
import { devHelperRoute } from '../dev-helpers';
import type { HttpRoute } from '../route';
import { fixturesEnabled } from './test-fixtures';

const renewablePlan = z.strictObject({ email: z.string().trim().min(3).max(254) });

export function planFixturesRoute({ env, now = () => Math.floor(Date.now() / 1000) }: { env: NodeJS.ProcessEnv; now?: () => number }): HttpRoute {
  const route: HttpRoute = (app, ctx) => {
    app.post('/dev/fixtures/plan-delivering-today', async (request, reply) => {
      const parsed = renewablePlan.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ message: 'Expected {email}' });
      const given = await givePlanDeliveringToday(ctx.db, parsed.data.email, now());
      if (given === undefined) return reply.code(404).send({ message: `No user with the email ${parsed.data.email}` });
      return reply.header('Cache-Control', 'no-cache').send(given);
    });
    app.post('/dev/fixtures/renewable-plan', async (request, reply) => {
      const parsed = renewablePlan.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ message: 'Expected {email}' });
      const given = await giveRenewablePlan(ctx.db, parsed.data.email, now());
      if (given === undefined) return reply.code(404).send({ message: `No user with the email ${parsed.data.email}` });
      return reply.header('Cache-Control', 'no-cache').send(given);
    });
  };
  return devHelperRoute(route, () => fixturesEnabled(env));
}

export default planFixturesRoute({ env: process.env });
