// GET /api/menu-pdf/<orderId>?u&l&e&s: the menu PDF behind the link `order exportPdf` and `mobile_checkout
// viewmenupdf` hand out (menu-pdf/links.ts): printed on request from the signed parameters, for the owner's order,
// while the link lasts (10 minutes; a receipt's mailed link 30 days). Served inline as application/pdf, never cached by a
// shared cache.
import { menuPdfEngine, type PdfEngine } from '../../menu-pdf/engine';
import { MENU_LINK_LIFETIME_SECONDS, MENU_PDF_PATH, parseMenuLink, verifyMenuLink } from '../../menu-pdf/links';
import { renderMenuPdf } from '../../menu-pdf/menu-pdf';
import { ClientError } from '../../errors';
import { formatServerText } from '../../i18n';
import type { HttpRoute } from '../route';

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
          const status = error.text.id === 'order.noOrder' ? 404 : 503;
          return reply
            .code(status)
            .header('Cache-Control', 'no-store')
            .type('text/plain; charset=utf-8')
            .send(formatServerText(error.text, link.arabic ? 'ar' : 'en'));
        }
      },
    );
  };
}

export default menuPdfRoute();
