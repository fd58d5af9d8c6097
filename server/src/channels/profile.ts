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
import { userView } from '../accounts/user-view';
import { saveCheckoutAddress } from '../orders/checkout/checkout-address';
import { checkoutToResume, dashboardPlanParams, futureStart, orderMealPlan } from '../orders/reads/dashboard-plan';
import { saveProfileStep } from '../orders/wizard/profile-steps';
import { progressLog, weightStats } from '../progress/entries';
import { defineChannel } from '../realtime/channel';
import { likeDish, rateDishOfPlan } from '../orders/plan-changes/dish-feedback';
import { pauseInfo, savePause, sendPauseRequest } from '../orders/plan-changes/pause';
import { sendPromoPackageRequest } from '../orders/plan-changes/plan-requests';
import { userSidesOf } from '../orders/plan-changes/sides';
import { ClientError } from '../errors';
import { connectTracker, isTrackerConnected, startAuthorization } from '../fitness/connection';
import { FITNESS_MESSAGES } from '../fitness/messages';
import { avatarLink } from '../uploads/avatars';
import { listDocuments, removeDocument } from '../uploads/documents';
import { progressImages, progressPhotoHistory } from '../uploads/progress-photos';

/** Answers a save's message (the save announced its change itself). */
async function saved(save: Promise<string>): Promise<{ message: string }> {
  return { message: await save };
}

export default defineChannel('profile', {
  /** profile set: 'language' (issue 8) here; the wizard's 'preferences', 'main' and 'delivery' in server/src/orders/wizard/profile-steps.ts. */
  async set(data, ctx, userId) {
    if (data.scenario !== 'language') return saveProfileStep(ctx, userId, data);
    await saveLanguage(ctx, userId, data.language);
    ctx.setLocale(data.language);
    const user = await findUserById(ctx.db, userId);
    if (!user) throw new ClientError(ACCOUNT_MESSAGES.sessionExpired);
    return { message: ACCOUNT_MESSAGES.languageSaved, user: await userView(ctx.db, user, ctx.now()) };
  },
  async 'getForDashboard:setNotification'({ changes, thetype }, ctx, userId) {
    await addNotification(ctx.db, userId, thetype, changes, ctx.now());
    return {};
  },
  /** Missing contact fields come from the signed-in user's profile. */
  'getForDashboard:planRequest': (data, ctx, userId) => submitCustomerPlanRequest(ctx, userId, data),
  /** The signed-in customer's own dish preferences (wizard step 2 and the menu steps). */
  'getForDashboard:getPrefs': (_data, ctx, userId) => readPreferences(ctx.db, userId),
  async 'getForDashboard:getSmsInfo'(_data, ctx, userId) {
    return { sms: await readSmsOnLogin(ctx.db, userId) };
  },
  'getForDashboard:saveSmsInfo': ({ sms }, ctx, userId) => saved(saveSmsOnLogin(ctx, userId, sms)),
  /** The monthly-average weight calendar of /progress (issue 11). */
  async 'getForDashboard:getWeightStats'(_data, ctx, userId) {
    return { stats: await weightStats(ctx, userId) };
  },
  /** The progress log, newest day first (issue 11). */
  async 'getForDashboard:getHistory'(_data, ctx, userId) {
    return { history: await progressLog(ctx, userId) };
  },
  /** The newest before and after progress photos, as short-lived signed links. */
  async 'getForDashboard:getProgressImgs'(_data, ctx, userId) {
    return progressImages(ctx, userId);
  },
  /** 'View History': the progress photos per day, newest first. */
  async 'getForDashboard:getPhotoHistory'(_data, ctx, userId) {
    return { history: await progressPhotoHistory(ctx, userId) };
  },
  /**
   * The medical documents (spec 3 §7 getFiles {files, openmodal}). openmodal: with nothing to list, the documents
   * dialog opens on its upload form.
   */
  async 'getForDashboard:getFiles'(_data, ctx, userId) {
    const files = await listDocuments(ctx, userId);
    return { files, openmodal: files.length === 0 };
  },
  /** The avatar as a short-lived signed link, or null. */
  async 'getForDashboard:getAvatar'(_data, ctx, userId) {
    return { avatar: await avatarLink(ctx, userId) };
  },
  /** Removes one of the customer's own medical documents. */
  'getForDashboard:removeFile': ({ hash }, ctx, userId) => removeDocument(ctx, userId, hash),
  /** 'Connect Fitbit': the provider's authorization page for a new state and PKCE pair. */
  async 'getForDashboard:fitbitAuthorize'(_data, ctx, userId) {
    return { url: await startAuthorization(ctx, userId) };
  },
  async 'getForDashboard:getFitbit'(_data, ctx, userId) {
    return { fitbit_token: await isTrackerConnected(ctx, userId) };
  },
  /** /fitbit: the code and state the provider sent back, exchanged on the server. */
  async 'getForDashboard:setFitbit'({ code, state }, ctx, userId) {
    await connectTracker(ctx, userId, { code, state });
    return { message: FITNESS_MESSAGES.connected };
  },
  /** The checkout thank-you page's 'Delivery Address' (doc 2 §5.9). */
  'getForDashboard:saveAddressInfo': (data, ctx, userId) => saveCheckoutAddress(ctx, userId, data),
  guestplanRequest: (data, ctx) => submitGuestPlanRequest(ctx, data),

  // Plan actions of the dashboard and the plan page (issue 20): pause and resume, the pause and promo-package
  // requests, sides, dish likes and ratings (server/src/orders pause.ts, plan-requests.ts, sides.ts, dish-feedback.ts).
  'getForDashboard:getPause': (_data, ctx, userId) => pauseInfo(ctx, userId),
  async 'getForDashboard:savePauseInfo'({ startDate, endDate, deliverySlot }, ctx, userId) {
    const { message, code } = await savePause(ctx, userId, { startDate, endDate, deliverySlot });
    return code === undefined ? { message } : { message, code };
  },
  'getForDashboard:sendPauseRequest': ({ text, sub }, ctx, userId) =>
    sendPauseRequest({ ...ctx, mail: ctx.services.accounts }, userId, { text, sub }),
  'getForDashboard:alertMail': ({ changes }, ctx, userId) => sendPromoPackageRequest({ ...ctx, mail: ctx.services.accounts }, userId, changes),
  'getForDashboard:getUserSides': async ({ orderId }, ctx, userId) => ({ usersides: await userSidesOf(ctx.db, userId, orderId) }),
  async 'getForDashboard:setDishlike'(data, ctx, userId) {
    return likeDish(ctx, userId, data);
  },
  'getForDashboard:setDishRatingNew': (data, ctx, userId) => rateDishOfPlan(ctx, userId, data),

  // The dashboard (spec 3 §2, §7): reads and saves of the session's user only; a payload's userId is never read.
  'getForDashboard:get': async (_data, ctx, userId) => ({ planParams: await dashboardPlanParams(ctx, userId) }),
  'getForDashboard:getCheckout': async (_data, ctx, userId) => ({ checkoutId: await checkoutToResume(ctx, userId) }),
  'getForDashboard:getFutureStart': async (_data, ctx, userId) => ({ startDate: await futureStart(ctx, userId) }),
  'getForDashboard:getMealplan': ({ orderId }, ctx, userId) => orderMealPlan(ctx, userId, orderId),
  'getForDashboard:getManagers': (_data, ctx, userId) => dashboardContacts(ctx.db, userId, ctx.locale),
  'getForDashboard:getMainSettingsInfo': (_data, ctx, userId) => mainSettingsInfo(ctx.db, userId),
  'getForDashboard:saveMainInfo': (data, ctx, userId) => saved(saveMainInfo(ctx, userId, data, ctx.now())),
  'getForDashboard:saveMedicalInfo': ({ medical }, ctx, userId) => saved(saveMedicalInfo(ctx, userId, medical)),
  'getForDashboard:saveProfData': (data, ctx, userId) => saved(saveProfData(ctx, userId, data, ctx.now())),
  'getForDashboard:savePrefs': (data, ctx, userId) => saved(saveDishPrefs(ctx, userId, data)),
  'getForDashboard:saveDislike': ({ dislikes }, ctx, userId) => saved(saveDislikes(ctx, userId, dislikes)),
  'getForDashboard:saveEliminateGroups': ({ eliminate_groups }, ctx, userId) => saved(saveEliminateGroups(ctx, userId, eliminate_groups)),
  'getForDashboard:saveProfDataMobile': (data, ctx, userId) => saveProfDataMobile(ctx, userId, data),
});
