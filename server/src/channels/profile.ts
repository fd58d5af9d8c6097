// profile: the wizard's profile saves (set), dashboard notifications, plan requests and the SMS-on-login setting (signed in), guest plan requests.
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { addNotification, submitCustomerPlanRequest, submitGuestPlanRequest } from '../accounts/plan-requests';
import {
  dashboardContacts,
  mainSettingsInfo,
  saveDishPrefs,
  saveDislikes,
  saveEliminateGroups,
  saveMainInfo,
  saveMedicalInfo,
  saveProfData,
  saveProfDataMobile,
} from '../accounts/dashboard-settings';
import { saveSmsOnLogin } from '../accounts/sms-on-login';
import { findUserById, readPreferences, readSmsOnLogin, saveLanguage } from '../accounts/users';
import { userView, userViewChanged } from '../accounts/user-view';
import { saveCheckoutAddress } from '../orders/checkout/checkout-address';
import { checkoutToResume, dashboardPlanParams, futureStart, todaysMeals } from '../orders/reads/dashboard-plan';
import { saveProfileStep } from '../orders/wizard/profile-steps';
import { progressLog, weightStats } from '../progress/entries';
import { defineChannel, type CallContext } from '../realtime/channel';
import { likeDish, rateDishOfPlan } from '../orders/plan-changes/dish-feedback';
import { orderChanged } from '../orders/order-events';
import { pauseInfo, savePause, sendPauseRequest } from '../orders/plan-changes/pause';
import { sendPromoPackageRequest } from '../orders/plan-changes/plan-requests';
import { userSidesOf } from '../orders/plan-changes/sides';
import { ClientError } from '../errors';
import { connectTracker, isTrackerConnected, startAuthorization } from '../fitness/connection';
import { FITNESS_MESSAGES } from '../fitness/messages';
import { avatarLink } from '../uploads/avatars';
import { listDocuments, removeDocument } from '../uploads/documents';
import { progressImages, progressPhotoHistory } from '../uploads/progress-photos';

/** Runs a save of the session's user, drops the cached user view and answers the save's message. */
async function saved(ctx: CallContext, save: (userId: number) => Promise<string>): Promise<{ message: string }> {
  const userId = ctx.requireUser();
  const message = await save(userId);
  await userViewChanged(ctx.services, userId);
  return { message };
}

export default defineChannel('profile', {
  /** profile set: 'language' (issue 8) here; the wizard's 'preferences', 'main' and 'delivery' in server/src/orders/wizard/profile-steps.ts. */
  async set(data, ctx) {
    if (data.scenario !== 'language') return saveProfileStep(ctx, ctx.requireUser(), data);
    const userId = ctx.requireUser();
    await saveLanguage(ctx.db, userId, data.language);
    await userViewChanged(ctx.services, userId);
    ctx.setLocale(data.language);
    const user = await findUserById(ctx.db, userId);
    if (!user) throw new ClientError(ACCOUNT_MESSAGES.sessionExpired);
    return { message: ACCOUNT_MESSAGES.languageSaved, user: await userView(ctx.db, user, ctx.now()) };
  },
  async 'getForDashboard:setNotification'({ changes, thetype }, ctx) {
    const userId = ctx.requireUser();
    await addNotification(ctx.db, userId, thetype, changes, ctx.now());
    return {};
  },
  /** Missing contact fields come from the signed-in user's profile. */
  'getForDashboard:planRequest': (data, ctx) => submitCustomerPlanRequest(ctx, ctx.requireUser(), data),
  /** The signed-in customer's own dish preferences (wizard step 2 and the menu steps). */
  'getForDashboard:getPrefs': (_data, ctx) => readPreferences(ctx.db, ctx.requireUser()),
  async 'getForDashboard:getSmsInfo'(_data, ctx) {
    const userId = ctx.requireUser();
    return { sms: await readSmsOnLogin(ctx.db, userId) };
  },
  async 'getForDashboard:saveSmsInfo'({ sms }, ctx) {
    const userId = ctx.requireUser();
    const message = await saveSmsOnLogin(ctx.db, userId, sms);
    await userViewChanged(ctx.services, userId);
    return { message };
  },
  /** The monthly-average weight calendar of /progress (issue 11). */
  async 'getForDashboard:getWeightStats'(_data, ctx) {
    return { stats: await weightStats(ctx, ctx.requireUser()) };
  },
  /** The progress log, newest day first (issue 11). */
  async 'getForDashboard:getHistory'(_data, ctx) {
    return { history: await progressLog(ctx, ctx.requireUser()) };
  },
  /** The newest before and after progress photos, as short-lived signed links. */
  async 'getForDashboard:getProgressImgs'(_data, ctx) {
    return progressImages(ctx, ctx.requireUser());
  },
  /** 'View History': the progress photos per day, newest first. */
  async 'getForDashboard:getPhotoHistory'(_data, ctx) {
    return { history: await progressPhotoHistory(ctx, ctx.requireUser()) };
  },
  /**
   * The medical documents (spec 3 §7 getFiles {files, openmodal}). openmodal: with nothing to list, the documents
   * dialog opens on its upload form.
   */
  async 'getForDashboard:getFiles'(_data, ctx) {
    const files = await listDocuments(ctx, ctx.requireUser());
    return { files, openmodal: files.length === 0 };
  },
  /** The avatar as a short-lived signed link, or null. */
  async 'getForDashboard:getAvatar'(_data, ctx) {
    return { avatar: await avatarLink(ctx, ctx.requireUser()) };
  },
  /** Removes one of the customer's own medical documents. */
  'getForDashboard:removeFile': ({ hash }, ctx) => removeDocument(ctx, ctx.requireUser(), hash),
  /** 'Connect Fitbit': the provider's authorization page for a new state and PKCE pair. */
  async 'getForDashboard:fitbitAuthorize'(_data, ctx) {
    return { url: await startAuthorization(ctx, ctx.requireUser()) };
  },
  async 'getForDashboard:getFitbit'(_data, ctx) {
    return { fitbit_token: await isTrackerConnected(ctx, ctx.requireUser()) };
  },
  /** /fitbit: the code and state the provider sent back, exchanged on the server. */
  async 'getForDashboard:setFitbit'({ code, state }, ctx) {
    await connectTracker(ctx, ctx.requireUser(), { code, state });
    return { message: FITNESS_MESSAGES.connected };
  },
  /** The checkout thank-you page's 'Delivery Address' (doc 2 §5.9). */
  'getForDashboard:saveAddressInfo': (data, ctx) => saveCheckoutAddress(ctx, ctx.requireUser(), data),
  guestplanRequest: (data, ctx) => submitGuestPlanRequest(ctx, data),

  // Plan actions of the dashboard and the plan page (issue 20): pause and resume, the pause and promo-package
  // requests, sides, dish likes and ratings (server/src/orders pause.ts, plan-requests.ts, sides.ts, dish-feedback.ts).
  'getForDashboard:getPause': (_data, ctx) => pauseInfo(ctx, ctx.requireUser()),
  async 'getForDashboard:savePauseInfo'({ startDate, endDate, deliverySlot }, ctx) {
    const userId = ctx.requireUser();
    const { orderId, message, code } = await savePause(ctx, userId, { startDate, endDate, deliverySlot });
    await orderChanged(ctx.services, userId, orderId);
    return code === undefined ? { message } : { message, code };
  },
  'getForDashboard:sendPauseRequest': ({ text, sub }, ctx) =>
    sendPauseRequest({ ...ctx, mail: ctx.services.accounts }, ctx.requireUser(), { text, sub }),
  'getForDashboard:alertMail': ({ changes }, ctx) => sendPromoPackageRequest({ ...ctx, mail: ctx.services.accounts }, ctx.requireUser(), changes),
  'getForDashboard:getUserSides': async ({ orderId }, ctx) => ({ usersides: await userSidesOf(ctx.db, ctx.requireUser(), orderId) }),
  async 'getForDashboard:setDishlike'(data, ctx) {
    const userId = ctx.requireUser();
    const reply = await likeDish(ctx, userId, data);
    await userViewChanged(ctx.services, userId);
    return reply;
  },
  async 'getForDashboard:setDishRatingNew'(data, ctx) {
    const userId = ctx.requireUser();
    const reply = await rateDishOfPlan(ctx, userId, data);
    // The dish's public reviews and the customer's delivered dishes with feedback changed (as rating setDishRating).
    await ctx.services.cache.invalidate(`reviews:${data.productId}`);
    await userViewChanged(ctx.services, userId);
    return reply;
  },

  // The dashboard (spec 3 §2, §7): reads and saves of the session's user only; a payload's userId is never read.
  'getForDashboard:get': async (_data, ctx) => ({ planParams: await dashboardPlanParams(ctx, ctx.requireUser()) }),
  'getForDashboard:getCheckout': async (_data, ctx) => ({ checkoutId: await checkoutToResume(ctx, ctx.requireUser()) }),
  'getForDashboard:getFutureStart': async (_data, ctx) => ({ startDate: await futureStart(ctx, ctx.requireUser()) }),
  'getForDashboard:getMealplan': ({ orderId }, ctx) => todaysMeals(ctx, ctx.requireUser(), orderId),
  'getForDashboard:getManagers': (_data, ctx) => dashboardContacts(ctx.db, ctx.requireUser(), ctx.locale),
  'getForDashboard:getMainSettingsInfo': (_data, ctx) => mainSettingsInfo(ctx.db, ctx.requireUser()),
  'getForDashboard:saveMainInfo': (data, ctx) => saved(ctx, (userId) => saveMainInfo(ctx.db, userId, data, ctx.now())),
  'getForDashboard:saveMedicalInfo': ({ medical }, ctx) => saved(ctx, (userId) => saveMedicalInfo(ctx.db, userId, medical)),
  'getForDashboard:saveProfData': (data, ctx) => saved(ctx, (userId) => saveProfData(ctx.db, userId, data, ctx.now())),
  'getForDashboard:savePrefs': (data, ctx) => saved(ctx, (userId) => saveDishPrefs(ctx.db, userId, data)),
  'getForDashboard:saveDislike': ({ dislikes }, ctx) => saved(ctx, (userId) => saveDislikes(ctx.db, userId, dislikes)),
  'getForDashboard:saveEliminateGroups': ({ eliminate_groups }, ctx) => saved(ctx, (userId) => saveEliminateGroups(ctx.db, userId, eliminate_groups)),
  async 'getForDashboard:saveProfDataMobile'(data, ctx) {
    const userId = ctx.requireUser();
    const reply = await saveProfDataMobile(ctx.db, userId, data);
    await userViewChanged(ctx.services, userId);
    return reply;
  },
});
