// Development helpers (outbox, sandboxes, test fixtures) answer only loopback callers, and only while they are
// in use; anyone else gets the same 404 as for a path that does not exist, so their presence is not revealed.
import { isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { HttpContext, HttpRoute } from './route';

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return isIPv4(ipv4) && ipv4.startsWith('127.');
}

/** The peer of the TCP connection (never a forwarded-for header). */
const isLoopbackRequest = (request: FastifyRequest): boolean => isLoopbackAddress(request.raw.socket.remoteAddress);

/**
 * Wraps a helper route: 404 unless the caller is on loopback and `enabled` says the helper is in use. The check
 * runs on request, before any body is read.
 */
export function devHelperRoute(route: HttpRoute, enabled: (ctx: HttpContext) => boolean | Promise<boolean>): HttpRoute {
  return async (app, ctx) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!isLoopbackRequest(request) || !(await enabled(ctx))) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    });
    await route(app, ctx);
  };
}
