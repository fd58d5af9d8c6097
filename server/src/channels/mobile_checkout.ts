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
  getPending: (_data, ctx, userId) => getPendingCheckout(ctx, userId),
  set: (data, ctx, userId) => setCheckoutPlan(ctx, userId, data),
  setMealPlan: (data, ctx, userId) => setCheckoutMealPlan(ctx, userId, data),
  skipTheDay: (data, ctx, userId) => skipCheckoutDay(ctx, userId, data),
  async remove({ checkoutId }, ctx, userId) {
    await removeCheckoutPlan(ctx, userId, checkoutId);
    return {};
  },
  /** The PDF is in the socket's language (the spec's payload carries only the checkout id). */
  viewmenupdf: ({ checkoutId }, ctx, userId) => menuPdfLink(menuPdfDepsOf(ctx), userId, { orderId: checkoutId, arabic: ctx.locale === 'ar' }),
  update: (data, ctx, userId) =>
    updateCheckoutPlan({ db: ctx.db, now: ctx.now, services: ctx.services, limits: ctx.services.accounts.limits }, userId, data),
  createTelrSession: ({ checkoutId }, ctx, userId) => startCheckoutPayment(paymentDeps(ctx), userId, checkoutId),
  checkTelrStatus: ({ checkoutId }, ctx, userId) => checkCheckoutPayment(paymentDeps(ctx), userId, checkoutId),
  placeneworder: (data, ctx, userId) => placeCheckoutOrder(paymentDeps(ctx), userId, data),
  renew: ({ action }, ctx, userId) => renewPlan(ctx, userId, action),
});
