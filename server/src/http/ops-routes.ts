// /healthz, /readyz and /metrics on the site's own port (server/src/ops). /healthz: the process answers. /readyz:
// 200 when it should get traffic (with `degraded` while Redis does not answer), 503 otherwise (database not answering,
// migrations not done, draining).
// /metrics: Prometheus text, only to a loopback caller that came through no proxy, or to one presenting
// METRICS_TOKEN as a bearer token; anyone else gets 403.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registry } from '../ops/metrics';
import type { Readiness } from '../ops/readiness';
import { NO_CACHE } from './headers';
import { isLoopbackAddress } from './dev-helpers';

export interface OpsRoutesOptions {
  readiness: Readiness;
  /** METRICS_TOKEN; without it /metrics answers loopback only. */
  metricsToken?: string;
}

/** Paths probed often: their requests are logged at debug level only. */
export const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

const digest = (value: string) => createHash('sha256').update(value).digest();

/** A loopback peer that is not a proxy relaying someone else (a proxy on this machine adds a forwarding header). */
function directLoopback(request: FastifyRequest): boolean {
  const headers = request.headers;
  const forwarded = headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined || headers['x-real-ip'] !== undefined;
  return !forwarded && isLoopbackAddress(request.raw.socket.remoteAddress);
}

function bearerMatches(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

export function registerOpsRoutes(app: FastifyInstance, opts: OpsRoutesOptions): void {
  app.get('/healthz', (_request, reply) => reply.header('Cache-Control', NO_CACHE).send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const report = await opts.readiness.check();
    return reply
      .code(report.ready ? 200 : 503)
      .header('Cache-Control', NO_CACHE)
      .send(report);
  });

  app.get('/metrics', async (request, reply) => {
    if (!directLoopback(request) && !bearerMatches(request, opts.metricsToken)) {
      return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
    }
    return reply
      .header('Cache-Control', NO_CACHE)
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
