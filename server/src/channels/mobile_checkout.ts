// mobile_checkout: the /checkout flow (doc 2 §7 "Checkout"): the checkout plan (server/src/orders/checkout/checkout-plan.ts),
// its menu (checkout-menu.ts), paying and placing it (place-checkout.ts) and the renewal (renew-plan.ts).
import { getPendingCheckout, removeCheckoutPlan, setCheckoutPlan, updateCheckoutPlan } from '../orders/checkout/checkout-plan';
import { setCheckoutMealPlan, skipCheckoutDay } from '../orders/checkout/checkout-menu';
import { checkCheckoutPayment, placeCheckoutOrder, startCheckoutPayment } from '../orders/checkout/place-checkout';
import { menuPdfDepsOf, menuPdfLink } from '../menu-pdf/menu-pdf';
import { renewPlan } from '../orders/checkout/renew-plan';
import { defineChannel } from '../realtime/channel';
import type { CallContext } from '../realtime/context';

const paymentDeps = (ctx: CallContext) => ({
  db: ctx.db,
  now: ctx.now,
  services: ctx.services,
  payments: ctx.services.payments,
  mail: ctx.services.accounts,
});

export default defineChannel('mobile_checkout', {
  /** user_id in the payload is ignored in favour of the session. */
  getPending: (_data, ctx) => getPendingCheckout(ctx, ctx.requireUser()),
  set: (data, ctx) => setCheckoutPlan(ctx, ctx.requireUser(), data),
  setMealPlan: (data, ctx) => setCheckoutMealPlan(ctx, ctx.requireUser(), data),
  skipTheDay: (data, ctx) => skipCheckoutDay(ctx, ctx.requireUser(), data),
  async remove({ checkoutId }, ctx) {
    await removeCheckoutPlan(ctx, ctx.requireUser(), checkoutId);
    return {};
  },
  /** The PDF is in the socket's language (the spec's payload carries only the checkout id). */
  viewmenupdf: ({ checkoutId }, ctx) => menuPdfLink(menuPdfDepsOf(ctx), ctx.requireUser(), { orderId: checkoutId, arabic: ctx.locale === 'ar' }),
  update: (data, ctx) =>
    updateCheckoutPlan({ db: ctx.db, now: ctx.now, services: ctx.services, limits: ctx.services.accounts.limits }, ctx.requireUser(), data),
  createTelrSession: ({ checkoutId }, ctx) => startCheckoutPayment(paymentDeps(ctx), ctx.requireUser(), checkoutId),
  checkTelrStatus: ({ checkoutId }, ctx) => checkCheckoutPayment(paymentDeps(ctx), ctx.requireUser(), checkoutId),
  placeneworder: (data, ctx) => placeCheckoutOrder(paymentDeps(ctx), ctx.requireUser(), data),
  renew: ({ action }, ctx) => renewPlan(ctx, ctx.requireUser(), action),
});
