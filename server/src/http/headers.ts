import type { ServerResponse } from 'node:http';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Headers every response carries. */
export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
}

/** The scheduling provider origins the site may frame (env SCHEDULING_ORIGINS, comma list); invalid entries are dropped. */
export function schedulingOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.SCHEDULING_ORIGINS ?? '').split(',').flatMap((item) => {
    try {
      const { origin } = new URL(item.trim());
      return origin.startsWith('http') ? [origin] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The page policy of the app itself: its own scripts plus those of allow-listed preview origins,
 * and frames from itself (the local scheduling sandbox) plus the scheduling provider's origins.
 */
export function contentSecurityPolicy(previewOrigins: readonly string[], frameOrigins: readonly string[] = []): string {
  const extra = previewOrigins.length ? ` ${previewOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `connect-src 'self' ws: wss:${extra}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["frame-src 'self'", ...frameOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function sendJson(res: ServerResponse, status: number, body: unknown, cacheControl = NO_CACHE): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': cacheControl,
  });
  res.end(text);
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}
