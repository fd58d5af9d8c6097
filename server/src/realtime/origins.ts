import type { IncomingMessage } from 'node:http';

/** socket.io allowRequest hook: only browsers on an allow-listed origin may connect. */
export function originGuard(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins.map((origin) => origin.replace(/\/$/, '')));
  return (req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void) => {
    const origin = req.headers.origin;
    const ok = typeof origin === 'string' && allowed.has(origin);
    callback(ok ? null : 'Origin not allowed', ok);
  };
}
