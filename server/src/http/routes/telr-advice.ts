// POST /payments/telr/advice: Telr's transaction advice service (server-to-server, form post; the URL set in Telr's
// merchant administration, and where the local sandbox posts). The post is trusted for nothing but the cart id it
// names: the payments module asks the gateway about that attempt (server/src/payments/service.ts handleAdvice).
// 200 when recorded or ignored (a forged or unknown advice learns nothing), 503 when the gateway should send it again.
import { ADVICE_PATH } from '../../adapters/telr';
import type { HttpRoute } from '../route';

const MAX_FORM_BYTES = 16_384;

const telrAdvice: HttpRoute = (app, ctx) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: MAX_FORM_BYTES }, (_request, body, done) =>
    done(null, new URLSearchParams(String(body))),
  );

  app.post(ADVICE_PATH, { bodyLimit: MAX_FORM_BYTES }, async (request, reply) => {
    const fields = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const result = ctx.payments ? await ctx.payments.handleAdvice(ctx.db, fields) : 'retry';
    return reply
      .code(result === 'retry' ? 503 : 200)
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(result === 'retry' ? 'Try again later' : 'OK');
  });
};

export default telrAdvice;
