// order: the customer's plan and menu calls: getRatings (the user's stars per dish), and the wizard's order core:
// get, set (placing the order), checkVoucher, the Save-for-Later drafts, and the menu PDF (exportPdf, mailPdf); the day
// calls of /modify (modify, custommodify, skipTheDay, setCutlery, getDietProducts, getCustomDays, remainingDeliveries).
import { dishRatings } from '../accounts/feedback';
import { userViewChanged } from '../accounts/user-view';
import { saveOrderDays, setOrderCutlery } from '../orders/plan-changes/day-editing';
import { loadDraft, saveDraft } from '../orders/wizard/drafts';
import { ORDER_MESSAGES } from '../orders/messages';
import { checkVoucherCode } from '../orders/money/offers';
import { customDays, dietProducts, remainingDeliveries } from '../orders/reads/order-reads';
import { skipOrderDay } from '../orders/plan-changes/order-skip';
import { orderPlan } from '../orders/reads/order-view';
import { placeOrder } from '../orders/wizard/place-order';
import { cancelMessageText, cancelOrder, quoteCancel } from '../orders/plan-changes/cancel';
import { addToCart, cartOf, removeFromCart } from '../orders/plan-changes/cart';
import { orderChanged } from '../orders/order-events';
import { saveUserSides, userSidesOf } from '../orders/plan-changes/sides';
import { ACTION_MESSAGES } from '../orders/action-messages';
import { defineChannel } from '../realtime/channel';
import { exportMenuPdf, mailMenuPdf, menuPdfDepsOf } from '../menu-pdf/menu-pdf';

const pdfInput = (data: { is_arabic: boolean | 0 | 1; orderType?: 'active' | 'future' | undefined }) => ({
  arabic: data.is_arabic === true || data.is_arabic === 1,
  orderType: data.orderType ?? ('active' as const),
});

export default defineChannel('order', {
  /** userId in the payload is ignored in favour of the session. */
  async getRatings(_data, ctx) {
    const userId = ctx.requireUser();
    return { ratings: await dishRatings(ctx.db, userId) };
  },
  get: ({ orderType }, ctx) => orderPlan(ctx, ctx.requireUser(), orderType),
  async set(data, ctx) {
    const userId = ctx.requireUser();
    const { limits } = ctx.services.accounts;
    return placeOrder({ db: ctx.db, now: ctx.now, services: ctx.services, limits }, userId, data);
  },
  async checkVoucher({ code, days_count }, ctx) {
    const userId = ctx.requireUser();
    const voucher = await checkVoucherCode({ db: ctx.db, limits: ctx.services.accounts.limits }, userId, code, {
      now: ctx.now(),
      planDays: days_count,
    });
    return { voucher_id: voucher.id, type: voucher.type, value: voucher.value, conditions: voucher.conditions };
  },
  async saveDraft({ draft }, ctx) {
    const userId = ctx.requireUser();
    await saveDraft(ctx, userId, draft);
    await userViewChanged(ctx.services, userId);
    return { message: ORDER_MESSAGES.draftSaved };
  },
  getDraft: async (_data, ctx) => ({ draft: await loadDraft(ctx, ctx.requireUser()) }),
  /** The menu as a PDF (spec 1 §7, 3 §7): a short-lived link, opened in a new tab by the page. */
  exportPdf: (data, ctx) => exportMenuPdf(menuPdfDepsOf(ctx), ctx.requireUser(), pdfInput(data)),
  /** The menu PDF mailed to the customer as an attachment; the mail's text in the socket's language. */
  mailPdf: (data, ctx) => mailMenuPdf({ ...menuPdfDepsOf(ctx), mailer: ctx.services.accounts.mailer }, ctx.requireUser(), pdfInput(data), ctx.locale),

  // Day calls of /modify (issue 20); each change pushes orderChanged to the customer's other tabs.
  modify: (data, ctx) => saveOrderDays(ctx, ctx.requireUser(), data, 'regular'),
  custommodify: ({ customMealPlan: _customMealPlan, ...data }, ctx) => saveOrderDays(ctx, ctx.requireUser(), data, 'additional'),
  skipTheDay: (data, ctx) => skipOrderDay(ctx, ctx.requireUser(), data),
  setCutlery: ({ orderId, cutlery }, ctx) => setOrderCutlery(ctx, ctx.requireUser(), orderId, cutlery),
  getDietProducts: ({ orderId }, ctx) => dietProducts(ctx, ctx.requireUser(), orderId),
  getCustomDays: ({ orderId }, ctx) => customDays(ctx, ctx.requireUser(), orderId),
  remainingDeliveries: (_data, ctx) => remainingDeliveries(ctx, ctx.requireUser()),

  // Plan actions (issue 20): cancel, the customer's sides and the test user's cart (server/src/orders cancel.ts,
  // sides.ts, cart.ts). userId in a payload is ignored in favour of the session.
  async cancel(data, ctx) {
    const userId = ctx.requireUser();
    const cancelled = await cancelOrder({ ...ctx, mail: ctx.services.accounts }, userId, data);
    // hasPlan, the renew flags and the coupons of the session user change with it (orderChanged drops the view).
    await orderChanged(ctx.services, userId, data.orderId);
    const { itWasFuture, effectiveDate, couponValue, refundValue } = cancelled;
    return { message: cancelMessageText(cancelled.message, ctx.locale), itWasFuture, effectiveDate, couponValue, refundValue };
  },
  cancelQuote: ({ orderId }, ctx) => quoteCancel(ctx, ctx.requireUser(), orderId),
  getUserSides: async ({ orderId }, ctx) => ({ usersides: await userSidesOf(ctx.db, ctx.requireUser(), orderId) }),
  async saveUserSides(data, ctx) {
    const userId = ctx.requireUser();
    const orderId = await saveUserSides(ctx, userId, data);
    await orderChanged(ctx.services, userId, orderId);
    return { message: ACTION_MESSAGES.sidesSaved };
  },
  getCart: async (_data, ctx) => ({ cart: await cartOf(ctx.db, ctx.requireUser()) }),
  async addToCart(data, ctx) {
    const userId = ctx.requireUser();
    const item = await addToCart(ctx, userId, data);
    await orderChanged(ctx.services, userId, data.orderId);
    return { item };
  },
  async removeFromCart({ cartId }, ctx) {
    const userId = ctx.requireUser();
    const orderId = await removeFromCart(ctx, userId, cartId);
    await orderChanged(ctx.services, userId, orderId);
    return { cartId };
  },
});
