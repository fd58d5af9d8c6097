// The local Telr gateway's endpoints (server/src/adapters/telr/sandbox.ts), for loopback callers only and only while
// payments have no real credentials (never in production):
//   POST /sandbox/telr/gateway/order.json     method 'create' or 'check' (JSON, Telr's request and answer format)
//   POST /sandbox/telr/gateway/remote.xml     the Remote API's 'refund' transaction (XML, Telr's request and answer)
//   GET  /sandbox/telr/gateway/process.html   the hosted payment page (?o=<order ref>): card fields, Pay, Cancel; once
//                                             paid, the payment and its refunds
//   POST /sandbox/telr/gateway/process.html   pays with a test card or cancels: posts the transaction advice to the
//                                             site's notification URL, then sends the browser to the return URL
// Test cards: 4111 1111 1111 1111 authorised, 4000 0000 0000 0002 declined (any future MM/YY, any 3-digit CVV).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADVICE_PATH, SANDBOX_PATH, telrMode } from '../../adapters/telr';
import {
  decideSandboxOrder,
  sandboxOrderRequest,
  sandboxPage,
  sandboxRemoteRequest,
  type CardEntry,
  type SandboxCapture,
  type SandboxPage,
} from '../../adapters/telr/sandbox';
import { REMOTE_XML_MAX_BYTES } from '../../adapters/telr/remote-xml';
import { SANDBOX_TEXTS, sandboxLanguage, type SandboxLanguage } from '../../adapters/telr/sandbox-texts';
import { escapeHtml } from '../../content/escape';
import { devHelperRoute } from '../dev-helpers';
import type { HttpRoute } from '../route';

const MAX_BODY_BYTES = 8192;
const ADVICE_TIMEOUT_MS = 15_000;

const PAGE_POLICY = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], formAction: ["'self'"] } },
};

const STYLE = `*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f6f4;color:#1d2b24}
main{background:#fff;width:min(420px,94vw);margin:1.5rem 0;padding:1.75rem;border-radius:14px;box-shadow:0 4px 24px #0000001f;display:grid;grid-template-columns:minmax(0,1fr);gap:1rem}
.brand{display:flex;justify-content:space-between;align-items:center;font-size:.85rem;color:#5b6b63}
.brand strong{color:#0f7b4f;font-size:1.1rem}
h1{font-size:1.25rem;margin:0}
h2{font-size:1rem;margin:0}
.amount{font-size:1.9rem;font-weight:700;margin:0}
.description{margin:0;color:#5b6b63}
form{display:grid;gap:.85rem}
label{display:grid;gap:.3rem;font-size:.9rem;font-weight:600}
input{font:inherit;width:100%;min-width:0;padding:.65rem .75rem;border:1px solid #c4cfc8;border-radius:8px}
input:focus{outline:2px solid #0f7b4f;outline-offset:1px}
.row{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:.75rem}
.actions{display:grid;gap:.5rem}
button{font:inherit;font-weight:600;padding:.8rem;border:0;border-radius:8px;cursor:pointer}
button.pay{background:#0f7b4f;color:#fff}
button.cancel{background:#e9eeeb;color:#1d2b24}
.error{background:#fdecea;color:#8a1c12;padding:.65rem .75rem;border-radius:8px;margin:0}
.cards{font-size:.8rem;color:#5b6b63;border-top:1px solid #e3e9e5;padding-top:.75rem}
.cards code{font-size:.85rem;white-space:nowrap}
.paid{background:#e7f4ec;color:#0b5a3a;padding:.65rem .75rem;border-radius:8px;margin:0}
.refunds{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.refunds li{border:1px solid #e3e9e5;border-radius:8px;padding:.6rem .75rem;display:grid;gap:.15rem}
.refunds strong{font-size:1rem}
.refunds span{font-size:.8rem;color:#5b6b63}
.refunds code{font-size:.85rem}`;

function layout(language: SandboxLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>
<div class="brand"><strong>telr</strong><span>${SANDBOX_TEXTS[language].mode}</span></div>${body}</main></body></html>`;
}

function paymentPage(language: SandboxLanguage, page: Extract<SandboxPage, { kind: 'pay' }>, error?: string, card?: Partial<CardEntry>): string {
  const value = (text: string | undefined) => escapeHtml(text ?? '');
  const words = SANDBOX_TEXTS[language];
  return layout(
    language,
    words.payTitle,
    `<h1>${words.payHeading}</h1>
<p class="amount">${value(page.currency)} ${value(page.amount)}</p><p class="description">${value(page.description)}</p>
${error ? `<p class="error" role="alert">${value(error)}</p>` : ''}
<form method="post" action="${SANDBOX_PATH}/gateway/process.html">
<input type="hidden" name="o" value="${value(page.ref)}"><input type="hidden" name="l" value="${language}">
<label for="name">${words.nameOnCard}<input id="name" name="name" autocomplete="cc-name" value="${value(card?.name)}"></label>
<label for="number">${words.cardNumber}<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4111 1111 1111 1111" value="${value(card?.number)}"></label>
<div class="row"><label for="expiry">${words.expiry}<input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/30" value="${value(card?.expiry)}"></label>
<label for="cvv">${words.cvv}<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="3" placeholder="123"></label></div>
<div class="actions"><button class="pay" type="submit" name="action" value="pay">${words.pay} ${value(page.currency)} ${value(page.amount)}</button>
<button class="cancel" type="submit" name="action" value="cancel">${words.cancel}</button></div>
</form>
<p class="cards">${words.testCards('<code>4111 1111 1111 1111</code>', '<code>4000 0000 0000 0002</code>')}</p>`,
  );
}

/** A paid order's page: what was captured, on which transaction, and each refund since (amount and ref). */
function capturePage(language: SandboxLanguage, capture: SandboxCapture): string {
  const value = (text: string) => escapeHtml(text);
  const words = SANDBOX_TEXTS[language];
  const refunds = capture.refunds
    .map(
      (refund) =>
        `<li><strong>${words.refunded} ${value(refund.currency)} ${value(refund.amount)}</strong><span>${words.ref} <code>${value(refund.ref)}</code>${
          refund.description ? ` · ${value(refund.description)}` : ''
        }</span></li>`,
    )
    .join('');
  return layout(
    language,
    words.paymentTitle,
    `<h1>${words.paymentHeading}</h1>
<p class="amount">${value(capture.currency)} ${value(capture.amount)}</p>
<p class="paid" role="status">${words.paid} <code>${value(capture.transactionRef)}</code></p>
${capture.refunds.length ? `<h2>${words.refunds}</h2><ul class="refunds">${refunds}</ul>` : `<p class="description">${words.noRefunds}</p>`}`,
  );
}

const closedPage = (language: SandboxLanguage, message: string) =>
  layout(
    language,
    SANDBOX_TEXTS[language].paymentTitle,
    `<h1>${SANDBOX_TEXTS[language].paymentHeading}</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
  );

/** The page's policy: the form posts here, and the redirect after it goes to the order's return URLs (maybe another origin). */
const pagePolicy = (returnOrigins: readonly string[]) =>
  `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigins.join(' ')}; frame-ancestors 'none'`;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);

/** Posts the advice to this process's notification route, as Telr's advice service would (its answer is not the browser's concern). */
async function postAdvice(request: FastifyRequest, advice: URLSearchParams): Promise<void> {
  const url = `http://127.0.0.1:${request.raw.socket.localPort}${ADVICE_PATH}`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: advice.toString(),
      signal: AbortSignal.timeout(ADVICE_TIMEOUT_MS),
    });
    if (!response.ok) request.log.warn(`telr sandbox: the notification route answered ${response.status}`);
  } catch (error) {
    request.log.warn(`telr sandbox: the notification could not be sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const formField = (form: URLSearchParams, name: string) => (form.get(name) ?? '').slice(0, 200);

export function telrSandboxRoute(env: NodeJS.ProcessEnv = process.env): HttpRoute {
  const route: HttpRoute = (app, ctx) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) =>
      done(null, new URLSearchParams(String(body))),
    );

    app.post(`${SANDBOX_PATH}/gateway/order.json`, { bodyLimit: MAX_BODY_BYTES }, async (request, reply) => {
      const origin = `${request.protocol}://${request.headers.host ?? `127.0.0.1:${request.raw.socket.localPort}`}`;
      const answer = await sandboxOrderRequest(ctx.db, request.body, origin);
      return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
    });

    app.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string', bodyLimit: REMOTE_XML_MAX_BYTES }, (_request, body, done) =>
      done(null, String(body)),
    );

    app.post(`${SANDBOX_PATH}/gateway/remote.xml`, { bodyLimit: REMOTE_XML_MAX_BYTES }, async (request, reply) => {
      const answer = await sandboxRemoteRequest(ctx.db, typeof request.body === 'string' ? request.body : '');
      return reply.code(answer.status).header('Cache-Control', 'no-store').type('application/xml; charset=utf-8').send(answer.body);
    });

    app.get(`${SANDBOX_PATH}/gateway/process.html`, { helmet: PAGE_POLICY }, async (request, reply) => {
      const query = new URL(request.url, 'http://localhost').searchParams;
      const ref = query.get('o') ?? '';
      const language = sandboxLanguage(query.get('l'));
      const page = await sandboxPage(ctx.db, ref);
      if (page.kind === 'closed' && page.capture) return html(reply, 200, capturePage(language, page.capture));
      if (page.kind !== 'pay') return html(reply, 404, closedPage(language, page.message));
      return html(reply.header('Content-Security-Policy', pagePolicy(page.returnOrigins)), 200, paymentPage(language, page));
    });

    app.post(`${SANDBOX_PATH}/gateway/process.html`, { helmet: PAGE_POLICY }, async (request, reply) => {
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const ref = formField(form, 'o');
      const language = sandboxLanguage(formField(form, 'l'));
      const card: CardEntry = {
        number: formField(form, 'number'),
        expiry: formField(form, 'expiry'),
        cvv: formField(form, 'cvv'),
        name: formField(form, 'name'),
      };
      const decision = await decideSandboxOrder(ctx.db, ref, formField(form, 'action') === 'cancel' ? { action: 'cancel' } : { action: 'pay', card });
      if (decision.kind === 'closed') return html(reply, 409, closedPage(language, decision.message));
      if (decision.kind === 'invalid') {
        const page = await sandboxPage(ctx.db, ref);
        if (page.kind !== 'pay') return html(reply, 409, closedPage(language, page.message));
        const entered = { name: card.name, number: card.number, expiry: card.expiry };
        return html(
          reply.header('Content-Security-Policy', pagePolicy(page.returnOrigins)),
          422,
          paymentPage(language, page, decision.message, entered),
        );
      }
      if (decision.advice) await postAdvice(request, decision.advice);
      return reply.header('Cache-Control', 'no-store').redirect(decision.redirect, 303);
    });
  };
  return devHelperRoute(route, () => telrMode(env) === 'sandbox');
}

export default telrSandboxRoute();
