// Development helpers (outbox, sandboxes, test fixtures) answer only loopback callers, and only while they are
// in use; anyone else gets the same 404 as for a path that does not exist, so their presence is not revealed.
import type { IncomingMessage } from 'node:http';
import { isIPv4 } from 'node:net';
import { sendText } from './headers';
import type { HttpContext, HttpRoute } from './route';

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return isIPv4(ipv4) && ipv4.startsWith('127.');
}

export const isLoopbackRequest = (req: IncomingMessage): boolean => isLoopbackAddress(req.socket.remoteAddress);

/** Wraps a helper route: 404 unless the caller is on loopback and `enabled` says the helper is in use. */
export function devHelperRoute(route: HttpRoute, enabled: (ctx: HttpContext) => boolean | Promise<boolean>): HttpRoute {
  return {
    ...route,
    async handle(req, res, match, ctx) {
      if (!isLoopbackRequest(req) || !(await enabled(ctx))) return sendText(res, 404, 'Not found');
      return route.handle(req, res, match, ctx);
    },
  };
}
