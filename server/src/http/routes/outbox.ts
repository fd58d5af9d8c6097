// GET /dev/outbox (HTML, links clickable) and /dev/outbox.json: the local mail and SMS outbox, newest first.
// Answers loopback callers only, and only while mail or SMS goes to the outbox (never in production).
import path from 'node:path';
import { DEFAULT_OUTBOX_DIR, Outbox, type OutboxMessage } from '../../adapters/outbox';
import { outboxEnabled } from '../../adapters/providers';
import { devHelperRoute } from '../dev-helpers';
import type { HttpRoute } from '../route';
import { escapeHtml } from '../../content/escape';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Escaped text with its URLs turned into links. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = start + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function messageHtml(message: OutboxMessage): string {
  const when = new Date(message.createdAt).toISOString().replace('T', ' ').slice(0, 19);
  const title = message.kind === 'mail' ? escapeHtml(message.subject ?? '(no subject)') : 'SMS';
  const attachments = (message.attachments ?? [])
    .map((file) => `<li>${escapeHtml(file.filename)} (${escapeHtml(file.contentType)}, ${file.size} bytes)</li>`)
    .join('');
  return `<article class="${message.kind}"><header><strong>${title}</strong> to ${escapeHtml(message.to)} <time>${when} UTC</time></header><pre>${linkify(message.text)}</pre>${attachments ? `<p>Attached:</p><ul>${attachments}</ul>` : ''}</article>`;
}

function pageHtml(messages: OutboxMessage[]): string {
  const body = messages.length ? messages.map(messageHtml).join('\n') : '<p>The outbox is empty.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>MealPlan outbox</title><style>
body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1d2b24}
article{border:1px solid #d5dfd9;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}
article.sms{background:#f3f8f5}header{margin-bottom:.5rem}time{color:#66756d;font-size:.9em;margin-left:.5rem}
pre{white-space:pre-wrap;font-family:inherit;margin:0}a{color:#1b7f4b}
</style></head><body><h1>Outbox</h1><p>Mail and SMS the server would have sent, newest first.</p>${body}</body></html>`;
}

/** The outbox page may style itself and nothing else. */
const PAGE_POLICY = { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"] } } };

export function outboxRoute(outbox: Outbox, env: NodeJS.ProcessEnv = process.env): HttpRoute {
  const route: HttpRoute = (app) => {
    app.get('/dev/outbox.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send({ messages: await outbox.list() }));
    app.get('/dev/outbox', { helmet: PAGE_POLICY }, async (_request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(pageHtml(await outbox.list())),
    );
  };
  return devHelperRoute(route, () => outboxEnabled(env));
}

export default outboxRoute(new Outbox(process.env.OUTBOX_DIR ? path.resolve(process.env.OUTBOX_DIR) : DEFAULT_OUTBOX_DIR));
