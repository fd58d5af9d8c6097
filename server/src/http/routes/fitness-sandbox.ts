// The local fitness-tracker provider's endpoints (Fitbit type), for loopback callers only and only while the tracker
// has no real credentials (never in production):
//   GET  /sandbox/fitness/oauth2/authorize   the consent page ("Allow" / "Deny"), checks client, redirect URI, PKCE method
//   GET  /sandbox/fitness/oauth2/decide      redirects to redirect_uri?code&state (or ?error=access_denied&state)
//   POST /sandbox/fitness/oauth2/token       authorization_code with code_verifier, or refresh_token (HTTP Basic client)
//   GET  /sandbox/fitness/1/user/-/body/log/weight/date/{base}/{period}.json   the weight logs (Bearer access token)
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fitnessMode, SANDBOX_CLIENT_ID, SANDBOX_PATH } from '../../adapters/fitness';
import { issueAuthorizationCode, sandboxToken, sandboxWeightLogAnswer, type SandboxAnswer } from '../../adapters/fitness/sandbox';
import { devHelperRoute } from '../dev-helpers';
import type { HttpRoute } from '../route';
import { escapeHtml } from '../../content/escape';

const MAX_FORM_BYTES = 4096;

/** The redirect URI must be this site's own /fitbit page. */
function ownRedirect(request: FastifyRequest, redirectUri: string | null): URL | null {
  if (!redirectUri) return null;
  try {
    const target = new URL(redirectUri);
    return (target.protocol === 'http:' || target.protocol === 'https:') && target.host === request.headers.host && target.pathname === '/fitbit'
      ? target
      : null;
  } catch {
    return null;
  }
}

const PAGE_POLICY = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], formAction: ["'self'"] } },
};

const answer = (reply: FastifyReply, result: SandboxAnswer) => reply.code(result.status).header('Cache-Control', 'no-store').send(result.body);

function consentPage(reply: FastifyReply, params: URLSearchParams): FastifyReply {
  const hidden = ['client_id', 'redirect_uri', 'code_challenge', 'state']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`)
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fitbit (sandbox)</title><style>
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#eef5f7}
label{display:grid;gap:.35rem}
form{background:#fff;padding:2rem;border-radius:12px;box-shadow:0 2px 12px #0002;display:grid;gap:.75rem;width:min(360px,90vw)}
input[type=text]{padding:.6rem;border:1px solid #c9d3cd;border-radius:6px}.row{display:flex;gap:.5rem}
button{flex:1;padding:.7rem;border:0;border-radius:6px;font-size:1rem;background:#00a0b0;color:#fff}button[value=deny]{background:#e6ecee;color:#1d2b30}
</style></head><body><form method="get" action="${SANDBOX_PATH}/oauth2/decide">
<h1>Fitbit (sandbox)</h1><p>MealPlan would like to read your <strong>weight</strong> logs.</p>
<label>Sandbox account <input type="text" name="account" required value="sandbox-user"></label>${hidden}
<div class="row"><button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="deny">Deny</button></div>
</form></body></html>`;
  return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export function fitnessSandboxRoute(env: NodeJS.ProcessEnv = process.env): HttpRoute {
  const route: HttpRoute = (app, ctx) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: MAX_FORM_BYTES }, (_request, body, done) =>
      done(null, new URLSearchParams(String(body))),
    );

    app.get(`${SANDBOX_PATH}/oauth2/authorize`, { helmet: PAGE_POLICY }, (request, reply) => {
      const params = new URL(request.url, 'http://localhost').searchParams;
      const problems = [
        params.get('response_type') !== 'code' && 'response_type must be code',
        params.get('client_id') !== SANDBOX_CLIENT_ID && 'unknown client_id',
        !ownRedirect(request, params.get('redirect_uri')) && 'redirect_uri must be this site’s /fitbit page',
        params.get('code_challenge_method') !== 'S256' && 'code_challenge_method must be S256',
        !/^[\w-]{43,128}$/.test(params.get('code_challenge') ?? '') && 'code_challenge is required',
        !params.get('state') && 'state is required',
      ].filter(Boolean);
      if (problems.length) return reply.code(400).type('text/plain; charset=utf-8').send(problems.join('\n'));
      return consentPage(reply, params);
    });

    app.get(`${SANDBOX_PATH}/oauth2/decide`, async (request, reply) => {
      const params = new URL(request.url, 'http://localhost').searchParams;
      const target = ownRedirect(request, params.get('redirect_uri'));
      const challenge = params.get('code_challenge') ?? '';
      if (!target || params.get('client_id') !== SANDBOX_CLIENT_ID || !challenge) return reply.code(400).send('Invalid authorization request');
      const state = params.get('state') ?? '';
      if (params.get('decision') !== 'allow') {
        target.search = new URLSearchParams({ error: 'access_denied', state }).toString();
      } else {
        const account = (params.get('account') ?? '').trim().slice(0, 64) || 'sandbox-user';
        const code = await issueAuthorizationCode(ctx.db, {
          clientId: SANDBOX_CLIENT_ID,
          redirectUri: target.href,
          codeChallenge: challenge,
          account,
        });
        target.search = new URLSearchParams({ code, state }).toString();
      }
      return reply.header('Cache-Control', 'no-store').redirect(target.href, 302);
    });

    app.post(`${SANDBOX_PATH}/oauth2/token`, async (request, reply) => {
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      return answer(reply, await sandboxToken(ctx.db, request.headers.authorization, form));
    });

    app.get<{ Params: { base: string; file: string } }>(`${SANDBOX_PATH}/1/user/-/body/log/weight/date/:base/:file`, async (request, reply) => {
      const period = request.params.file.endsWith('.json') ? request.params.file.slice(0, -'.json'.length) : '';
      return answer(reply, await sandboxWeightLogAnswer(ctx.db, request.headers.authorization, request.params.base, period));
    });
  };
  return devHelperRoute(route, () => fitnessMode(env) === 'sandbox');
}

export default fitnessSandboxRoute();
