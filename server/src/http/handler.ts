import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentSecurityPolicy, sendJson, sendText, setSecurityHeaders } from './headers';
import { siteRemotesJson } from './remotes-manifest';
import type { HttpContext, HttpRoute } from './route';
import { cacheControlFor, resolveFile, sendFile } from './static-files';

export interface HttpOptions {
  shellDir: string;
  releasesDir: string;
  previewOrigins: readonly string[];
  /** PUBLIC_ORIGIN; default http://127.0.0.1:<port>. */
  publicOrigin?: string;
  schedulingOrigins?: readonly string[];
  routes: readonly HttpRoute[];
  context: HttpContext;
}

const REMOTE_FILE = /^\/remotes\/([^/]+)\/([^/]+)\/(.+)$/;

/** Paths that look like page routes (no file extension) fall back to the shell's index.html. */
const isPageRoute = (urlPath: string) => !/\.[A-Za-z0-9]+$/.test(urlPath) && !urlPath.startsWith('/remotes/');

function serveStatic(req: IncomingMessage, res: ServerResponse, urlPath: string, opts: HttpOptions): void {
  const csp = { 'Content-Security-Policy': contentSecurityPolicy(opts.previewOrigins, opts.schedulingOrigins) };
  const remote = REMOTE_FILE.exec(urlPath);
  if (remote) {
    const [, name = '', version = '', rest = ''] = remote;
    const file = resolveFile(path.join(opts.releasesDir, name, version), rest);
    if (file) return sendFile(req, res, file, cacheControlFor(file, true), { 'Access-Control-Allow-Origin': '*' });
    return sendText(res, 404, 'Not found');
  }
  const file = resolveFile(opts.shellDir, urlPath === '/' ? '/index.html' : urlPath);
  if (file) return sendFile(req, res, file, cacheControlFor(file, false), file.endsWith('.html') ? csp : {});
  const index = resolveFile(opts.shellDir, '/index.html');
  if (index && isPageRoute(urlPath)) return sendFile(req, res, index, cacheControlFor(index, false), csp);
  sendText(res, 404, index ? 'Not found' : 'The site is not built yet: run npm run build');
}

/** The HTTP side: route modules, /remotes.json, the remotes' published builds and the shell. */
export function createHttpHandler(opts: HttpOptions): RequestListener {
  return (req, res) => {
    setSecurityHeaders(res);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    for (const route of opts.routes) {
      const match = route.method === method || (route.method === 'GET' && method === 'HEAD') ? url.pathname.match(route.path) : null;
      if (match) {
        Promise.resolve(route.handle(req, res, match, opts.context)).catch((error: unknown) => {
          console.error(`[http ${method} ${url.pathname}]`, error);
          if (!res.headersSent) sendText(res, 500, 'Something went wrong, please try again');
          else res.end();
        });
        return;
      }
    }
    if (method !== 'GET' && method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
    if (url.pathname === '/remotes.json') return sendJson(res, 200, siteRemotesJson(opts, req.socket.localPort ?? 0));
    serveStatic(req, res, url.pathname, opts);
  };
}
