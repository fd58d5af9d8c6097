// GET /api/menu-pdf/<orderId>?u&l&e&s: the menu PDF behind the link `order exportPdf` and `mobile_checkout
// viewmenupdf` hand out (menu-pdf/links.ts): printed on request from the signed parameters, for the owner's order,
// while the link lasts (10 minutes; a receipt's mailed link 30 days). Served inline as application/pdf, never cached by a
// shared cache. Printed once per menu version and language (menu-pdf/printed-menus.ts); when the engine's queue is full
// (503) or the customer is over their allowance (429) the tab shows a short page in the link's language with
// Retry-After, a "Try again" link, and (busy) a reload after that wait.
import { menuPdfEngine, type PdfEngine } from '../../menu-pdf/engine';
import { MENU_LINK_LIFETIME_SECONDS, MENU_PDF_PATH, parseMenuLink, verifyMenuLink } from '../../menu-pdf/links';
import { renderMenuPdf } from '../../menu-pdf/menu-pdf';
import { ClientError } from '../../errors';
import { formatServerText, type ServerText } from '../../i18n';
import { escapeHtml } from '../../content/escape';
import { MENU_PDF_MESSAGES } from '../../menu-pdf/messages';
import { textDirection, type Locale } from '@mealplan/shared/i18n/locale';
import type { HttpRoute } from '../route';

/** The seconds a busy or limit answer asks the browser to wait (ClientError data.retryAfter). */
function retryAfterOf(error: ClientError): number | undefined {
  const data = error.data as { retryAfter?: unknown } | undefined;
  return typeof data?.retryAfter === 'number' ? data.retryAfter : undefined;
}

/** A page the tab the link opened shows instead of the PDF: the message, a link to try again; busy reloads itself. */
function waitPage(text: ServerText, locale: Locale, reloadAfter: number | undefined): string {
  const message = escapeHtml(formatServerText(text, locale));
  const reload = reloadAfter === undefined ? '' : `<meta http-equiv="refresh" content="${reloadAfter}">`;
  return `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${reload}<title>MealPlan</title></head>
<body><h1>${message}</h1><p><a href="">${escapeHtml(formatServerText({ id: MENU_PDF_MESSAGES.tryAgain }, locale))}</a></p></body></html>`;
}

/** A PDF may not run scripts or be framed by another site; the browser's PDF viewer shows it. */
const PDF_POLICY = { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'self'"] } } };

export interface MenuPdfRouteOptions {
  /** Unix seconds (tests move the clock). */
  now?: () => number;
  engine?: () => PdfEngine;
}

export function menuPdfRoute({ now = () => Math.floor(Date.now() / 1000), engine = () => menuPdfEngine() }: MenuPdfRouteOptions = {}): HttpRoute {
  return (app, ctx) => {
    app.get<{ Params: { orderId: string }; Querystring: Record<string, string> }>(
      `${MENU_PDF_PATH}/:orderId`,
      { helmet: PDF_POLICY },
      async (request, reply) => {
        const at = now();
        const link = parseMenuLink(request.params.orderId, request.query);
        if (!link || !(await verifyMenuLink(ctx.db, link, at))) {
          return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
        }
        try {
          const bytes = await renderMenuPdf({ db: ctx.db, now: () => at, engine: engine() }, link.userId, link);
          return await reply
            .header('Content-Type', 'application/pdf')
            .header('Content-Disposition', `inline; filename="mealplan-menu-${link.arabic ? 'ar' : 'en'}.pdf"`)
            .header('X-Content-Type-Options', 'nosniff')
            // A mailed link lasts 30 days, but the menu changes: cached no longer than a page's link lives.
            .header('Cache-Control', `private, max-age=${Math.max(0, Math.min(link.expires - at, MENU_LINK_LIFETIME_SECONDS))}, no-transform`)
            .send(bytes);
        } catch (error) {
          if (!(error instanceof ClientError)) throw error;
          const locale = link.arabic ? 'ar' : 'en';
          const retryAfter = retryAfterOf(error);
          if (retryAfter !== undefined) {
            const busy = error.text.id === MENU_PDF_MESSAGES.busy;
            return reply
              .code(busy ? 503 : 429)
              .header('Cache-Control', 'no-store')
              .header('Retry-After', String(retryAfter))
              .type('text/html; charset=utf-8')
              .send(waitPage(error.text, locale, busy ? retryAfter : undefined));
          }
          const status = error.text.id === 'order.noOrder' ? 404 : 503;
          return reply.code(status).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(formatServerText(error.text, locale));
        }
      },
    );
  };
}

export default menuPdfRoute();
