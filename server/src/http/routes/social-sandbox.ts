// The local social sign-in provider's pages, for loopback callers only and only for a provider whose sandbox is in
// use (no real credentials set, never in production):
//   GET /sandbox/social/<provider>/authorize?redirect_uri&state  "Continue as…" page (name + email)
//   GET /sandbox/social/<provider>/continue                      redirects to redirect_uri#provider&token&state
//   GET /sandbox/social/google/certs                             the Google-type JWKS
//   GET /sandbox/social/facebook/debug_token | me                the Facebook-type Graph endpoints
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SocialProvider } from '@mealplan/shared/account';
import { socialSandbox, type SocialSandbox } from '../../adapters/social';
import { sendJson, sendText } from '../headers';
import { providerModes } from '../../adapters/providers';
import { devHelperRoute } from '../dev-helpers';
import type { HttpRoute } from '../route';

const TITLES: Record<SocialProvider, string> = { google: 'Google (sandbox)', facebook: 'Facebook (sandbox)' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Only redirects back to this server's own origin. */
function sameOriginRedirect(req: IncomingMessage, redirectUri: string | null): URL | null {
  if (!redirectUri) return null;
  try {
    const target = new URL(redirectUri);
    const ok = (target.protocol === 'http:' || target.protocol === 'https:') && target.host === req.headers.host;
    return ok ? target : null;
  } catch {
    return null;
  }
}

function authorizePage(res: ServerResponse, provider: SocialProvider, redirectUri: string, state: string): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${TITLES[provider]}</title><style>
body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f3f6f4}
form{background:#fff;padding:2rem;border-radius:12px;box-shadow:0 2px 12px #0002;display:grid;gap:.75rem;width:min(340px,90vw)}
input{padding:.6rem;border:1px solid #c9d3cd;border-radius:6px}button{padding:.7rem;border:0;border-radius:6px;background:#1b7f4b;color:#fff;font-size:1rem}
</style></head><body><form method="get" action="/sandbox/social/${provider}/continue">
<h1>${TITLES[provider]}</h1><p>Sign in to MealPlan with this test account.</p>
<label>Name <input name="name" required value="Sandbox User"></label>
<label>Email <input name="email" type="email" required></label>
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}"><input type="hidden" name="state" value="${escapeHtml(state)}">
<button type="submit">Continue as this user</button></form></body></html>`;
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  });
  res.end(html);
}

async function handleAction(req: IncomingMessage, res: ServerResponse, sandbox: SocialSandbox, provider: SocialProvider, action: string) {
  const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
  const target = sameOriginRedirect(req, params.get('redirect_uri'));
  if (action === 'authorize') {
    if (!target) return sendText(res, 400, 'redirect_uri must be a page of this site');
    return authorizePage(res, provider, target.href, params.get('state') ?? '');
  }
  if (action === 'continue') {
    const name = (params.get('name') ?? '').trim();
    const email = (params.get('email') ?? '').trim();
    if (!target || !name || !email.includes('@')) return sendText(res, 400, 'name, email and redirect_uri are required');
    const token = await sandbox.issueToken(provider, { name, email });
    target.hash = new URLSearchParams({ provider, token, state: params.get('state') ?? '' }).toString();
    res.writeHead(302, { Location: target.href, 'Cache-Control': 'no-store' });
    return res.end();
  }
  if (provider === 'google' && action === 'certs') return sendJson(res, 200, sandbox.jwks());
  if (provider === 'facebook' && (action === 'debug_token' || action === 'me')) {
    return sendJson(res, 200, await sandbox.graph(action, Object.fromEntries(params)));
  }
  sendText(res, 404, 'Not found');
}

export function socialSandboxRoute(sandbox: () => Promise<SocialSandbox>, env: NodeJS.ProcessEnv = process.env): HttpRoute {
  const route: HttpRoute = {
    method: 'GET',
    path: /^\/sandbox\/social\/(google|facebook)\/([a-z_]+)$/,
    async handle(req, res, match) {
      const provider = match[1] as SocialProvider;
      if (providerModes(env)[provider] !== 'sandbox') return sendText(res, 404, 'Not found');
      await handleAction(req, res, await sandbox(), provider, match[2] ?? '');
    },
  };
  return devHelperRoute(route, () => Object.values(providerModes(env)).includes('sandbox'));
}

export default socialSandboxRoute(socialSandbox);
