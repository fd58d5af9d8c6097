// Requests about the plan the customer sends the team from the plan pages: the promo-package request (doc 3 §7
// profile alertMail {changes}; §8 its message). The renew request is profile planRequest (accounts/plan-requests.ts).
import { ClientError } from '../../errors';
import { ACTION_MESSAGES } from '../action-messages';
import type { OrderDeps } from '../deps';
import { currentOrderId } from './plan-rows';
import { sendTeamMail, type TeamMailDeps } from '../mail/team-mail';

export async function sendPromoPackageRequest(
  deps: Pick<OrderDeps, 'db' | 'now'> & TeamMailDeps,
  userId: number,
  changes: string,
): Promise<{ message: string }> {
  const text = changes.trim();
  if (!text) throw new ClientError(ACTION_MESSAGES.enterValue, { changes: ACTION_MESSAGES.enterValue });
  const orderId = await currentOrderId(deps.db, userId, deps.now());
  await sendTeamMail(deps, userId, {
    subject: 'Promo package request',
    lines: [orderId === undefined ? 'No current meal plan' : `Meal plan #${orderId}`, `Request: ${text}`],
  });
  return { message: ACTION_MESSAGES.promoRequestSent };
}
