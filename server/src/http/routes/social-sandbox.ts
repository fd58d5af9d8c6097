// The local social sign-in provider's pages, for loopback callers only and only for a provider whose sandbox is in
// use (no real credentials set, never in production):
//   GET /sandbox/social/<provider>/authorize?redirect_uri&state  "Continue as…" page (name + email)
//   GET /sandbox/social/<provider>/continue                      redirects to redirect_uri#provider&token&state
//   GET /sandbox/social/google/certs                             the Google-type JWKS
//   GET /sandbox/social/facebook/debug_token | me                the Facebook-type Graph endpoints
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SocialProvider } from '@mealplan/shared/account';
import { socialSandbox, type SocialSandbox } from '../../adapters/social';
import { providerModes } from '../../adapters/providers';
import { devHelperRoute } from '../dev-helpers';
import type { HttpRoute } from '../route';
import { escapeHtml } from '../../content/escape';

const TITLES: Record<SocialProvider, string> = { google: 'Google (sandbox)', facebook: 'Facebook (sandbox)' };

/** Only redirects back to this server's own origin. */
function sameOriginRedirect(request: FastifyRequest, redirectUri: string | null): URL | null {
  if (!redirectUri) return null;
  try {
    const target = new URL(redirectUri);
    const ok = (target.protocol === 'http:' || target.protocol === 'https:') && target.host === request.headers.host;
    return ok ? target : null;
  } catch {
    return null;
  }
}

function authorizePage(reply: FastifyReply, provider: SocialProvider, redirectUri: string, state: string): FastifyReply {
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
  return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** The sign-in page may style itself and submit its form to this site, nothing else. */
const PAGE_POLICY = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], formAction: ["'self'"] } },
};

const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

async function handleAction(request: FastifyRequest, reply: FastifyReply, sandbox: SocialSandbox, provider: SocialProvider, action: string) {
  const params = new URL(request.url, 'http://localhost').searchParams;
  const target = sameOriginRedirect(request, params.get('redirect_uri'));
  if (action === 'authorize') {
    if (!target) return reply.code(400).send('redirect_uri must be a page of this site');
    return authorizePage(reply, provider, target.href, params.get('state') ?? '');
  }
  if (action === 'continue') {
    const name = (params.get('name') ?? '').trim();
    const email = (params.get('email') ?? '').trim();
    if (!target || !name || !email.includes('@')) return reply.code(400).send('name, email and redirect_uri are required');
    const token = await sandbox.issueToken(provider, { name, email });
    target.hash = new URLSearchParams({ provider, token, state: params.get('state') ?? '' }).toString();
    return reply.header('Cache-Control', 'no-store').redirect(target.href, 302);
  }
  if (provider === 'google' && action === 'certs') return reply.header('Cache-Control', 'no-cache').send(sandbox.jwks());
  if (provider === 'facebook' && (action === 'debug_token' || action === 'me')) {
    return reply.header('Cache-Control', 'no-cache').send(await sandbox.graph(action, Object.fromEntries(params)));
  }
  return notFound(reply);
}

export function socialSandboxRoute(sandbox: () => Promise<SocialSandbox>, env: NodeJS.ProcessEnv = process.env): HttpRoute {
  const route: HttpRoute = (app) => {
    app.get<{ Params: { provider: SocialProvider; action: string } }>(
      '/sandbox/social/:provider(^(?:google|facebook)$)/:action(^[a-z_]+$)',
      { helmet: PAGE_POLICY },
      async (request, reply) => {
        const { provider, action } = request.params;
        if (providerModes(env)[provider] !== 'sandbox') return notFound(reply);
        return handleAction(request, reply, await sandbox(), provider, action);
      },
    );
  };
  return devHelperRoute(route, () => Object.values(providerModes(env)).includes('sandbox'));
}

export default socialSandboxRoute(socialSandbox);
