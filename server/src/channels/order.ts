// order: the customer's plan and menu calls: getRatings (the user's stars per dish), and the wizard's order core:
// get, set (placing the order), checkVoucher, the Save-for-Later drafts, and the menu PDF (exportPdf, mailPdf); the day
// calls of /modify (modify, custommodify, skipTheDay, setCutlery, getDietProducts, getCustomDays, remainingDeliveries).
import { dishRatings } from '../accounts/feedback';
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
  async getRatings(_data, ctx, userId) {
    return { ratings: await dishRatings(ctx.db, userId) };
  },
  get: ({ orderType }, ctx, userId) => orderPlan(ctx, userId, orderType),
  async set(data, ctx, userId) {
    const { limits } = ctx.services.accounts;
    return placeOrder({ db: ctx.db, now: ctx.now, services: ctx.services, limits }, userId, data);
  },
  async checkVoucher({ code, days_count }, ctx, userId) {
    const voucher = await checkVoucherCode({ db: ctx.db, limits: ctx.services.accounts.limits }, userId, code, {
      now: ctx.now(),
      planDays: days_count,
    });
    return { voucher_id: voucher.id, type: voucher.type, value: voucher.value, conditions: voucher.conditions };
  },
  async saveDraft({ draft }, ctx, userId) {
    await saveDraft(ctx, userId, draft);
    return { message: ORDER_MESSAGES.draftSaved };
  },
  getDraft: async (_data, ctx, userId) => ({ draft: await loadDraft(ctx, userId) }),
  /** The menu as a PDF (spec 1 §7, 3 §7): a short-lived link, opened in a new tab by the page. */
  exportPdf: (data, ctx, userId) => exportMenuPdf(menuPdfDepsOf(ctx), userId, pdfInput(data)),
  /** The menu PDF mailed to the customer as an attachment; the mail's text in the socket's language. */
  mailPdf: (data, ctx, userId) => mailMenuPdf({ ...menuPdfDepsOf(ctx), mailer: ctx.services.accounts.mailer }, userId, pdfInput(data), ctx.locale),

  // Day calls of /modify (issue 20); each change pushes orderChanged to the customer's other tabs.
  modify: (data, ctx, userId) => saveOrderDays(ctx, userId, data, 'regular'),
  custommodify: ({ customMealPlan: _customMealPlan, ...data }, ctx, userId) => saveOrderDays(ctx, userId, data, 'additional'),
  skipTheDay: (data, ctx, userId) => skipOrderDay(ctx, userId, data),
  setCutlery: ({ orderId, cutlery }, ctx, userId) => setOrderCutlery(ctx, userId, orderId, cutlery),
  getDietProducts: ({ orderId }, ctx, userId) => dietProducts(ctx, userId, orderId),
  getCustomDays: ({ orderId }, ctx, userId) => customDays(ctx, userId, orderId),
  remainingDeliveries: (_data, ctx, userId) => remainingDeliveries(ctx, userId),

  // Plan actions (issue 20): cancel, the customer's sides and the test user's cart (server/src/orders cancel.ts,
  // sides.ts, cart.ts). userId in a payload is ignored in favour of the session.
  async cancel(data, ctx, userId) {
    const cancelled = await cancelOrder({ ...ctx, mail: ctx.services.accounts }, userId, data);
    const { itWasFuture, effectiveDate, couponValue, refundValue } = cancelled;
    return { message: cancelMessageText(cancelled.message, ctx.locale), itWasFuture, effectiveDate, couponValue, refundValue };
  },
  cancelQuote: ({ orderId }, ctx, userId) => quoteCancel(ctx, userId, orderId),
  getUserSides: async ({ orderId }, ctx, userId) => ({ usersides: await userSidesOf(ctx.db, userId, orderId) }),
  async saveUserSides(data, ctx, userId) {
    await saveUserSides(ctx, userId, data);
    return { message: ACTION_MESSAGES.sidesSaved };
  },
  getCart: async (_data, ctx, userId) => ({ cart: await cartOf(ctx.db, userId) }),
  async addToCart(data, ctx, userId) {
    return { item: await addToCart(ctx, userId, data) };
  },
  async removeFromCart({ cartId }, ctx, userId) {
    await removeFromCart(ctx, userId, cartId);
    return { cartId };
  },
});
