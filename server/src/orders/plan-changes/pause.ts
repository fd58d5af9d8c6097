// Pause and resume of the customer's plan (doc 3 §2 "Pause/resume modal", §3 "Pause", §4 "Pause", §5, §9; profile
// getForDashboard getPause, savePauseInfo, sendPauseRequest). The shared rule (shared/src/domain/pause.ts) decides:
// 48 hours' notice, within 3 months, delivery days only; the days from the start move to the resume date, or are held
// while the pause has no end ('I don't know the end date'). Resuming is setting the end of that open pause. The days
// a pause adds at the end of the plan get the default dishes; the days inside a pause stay in the plan as paused days.
import { isPaused, isResumable, pausePlan, resumePlan } from '@mealplan/shared/domain';
import { today } from '@mealplan/shared/time';
import { lockUserRow } from '../../accounts/users';
import { findSlot } from '../../catalog/lookups';
import type { Db } from '../../db';
import { ClientError } from '../../errors';
import type { ServerMessageId } from '../../i18n';
import { ACTION_MESSAGES } from '../action-messages';
import { refuse, type CheckoutRow } from '../checkout/checkout-row';
import type { OrderDeps } from '../deps';
import { ORDER_MESSAGES } from '../messages';
import { sendTeamMail, type TeamMailDeps } from '../mail/team-mail';
import {
  actionCalendar,
  currentOrderId,
  deliveryDaysOf,
  insidePause,
  isRegularDay,
  ownPlacedOrder,
  pausesOf,
  planDaysOf,
  reconcileDays,
  type PauseRecord,
} from './plan-rows';
import { orderChanged } from '../order-events';
import { setOrderSlot } from '../store/orders-table';

export interface PauseInfo {
  isPause: boolean;
  /** The pause in force or coming (not over yet), else null. */
  startDate: number | null;
  endDate: number | null;
  pauseList: Array<{ startDate: number; endDate: number | null }>;
}

const NO_PAUSE: PauseInfo = { isPause: false, startDate: null, endDate: null, pauseList: [] };

/** The pause not over yet at `now` (open, or ending after today), if any. */
const pendingPause = (pauses: readonly PauseRecord[], now: number) => pauses.find((pause) => pause.endDate === null || pause.endDate > today(now));

/** getPause: whether the current plan is paused now, its pause in force or coming, and every pause of the plan. */
export async function pauseInfo({ db, now }: Pick<OrderDeps, 'db' | 'now'>, userId: number): Promise<PauseInfo> {
  const orderId = await currentOrderId(db, userId, now());
  if (orderId === undefined) return NO_PAUSE;
  const pauses = await pausesOf(db, orderId);
  const pending = pendingPause(pauses, now());
  return {
    isPause: pauses.some((pause) => isPaused(pause, now())),
    startDate: pending?.startDate ?? null,
    endDate: pending?.endDate ?? null,
    pauseList: pauses.map(({ startDate, endDate }) => ({ startDate, endDate })),
  };
}

export interface PauseSaved {
  orderId: number;
  message: string;
  /** 1 when days were added to the end of the plan with default dishes (the page's thank-you). */
  code?: number;
}

/** The delivery slot the deliveries resume in: one of the order's emirate, saved on the order with the pause. */
async function saveResumeSlot(db: Db, order: CheckoutRow, slotId: number | undefined): Promise<void> {
  if (slotId === undefined || slotId === order.slot_id) return;
  const slot = await findSlot(db, slotId);
  if (!slot || (order.emirate_id !== null && slot.emirate_id !== order.emirate_id)) refuse(ORDER_MESSAGES.selectSlot, 'deliverySlot');
  await setOrderSlot(db, order.id, slotId);
}

/**
 * savePauseInfo: a new pause of the current plan, or (the start of its open pause sent again with an end) its resume.
 * Dates are taken as the Dubai days they fall on. Refused with the rule's message when a date breaks the rule, and
 * when the plan already has a pause not over (one at a time: the team changes it on request). The delivery slot sent
 * with it (spec 3 §2 "pick a start or resume date and a delivery slot") becomes the order's slot.
 */
async function savePauseCommitted(
  deps: OrderDeps,
  userId: number,
  request: { startDate: number; endDate: number | null; deliverySlot?: number | undefined },
): Promise<PauseSaved> {
  const now = deps.now();
  const startDate = today(request.startDate);
  const endDate = request.endDate === null ? null : today(request.endDate);
  return deps.db.tx(async (tx) => {
    await lockUserRow(tx, userId);
    const orderId = await currentOrderId(tx, userId, now);
    if (orderId === undefined) throw new ClientError(ACTION_MESSAGES.noOrder);
    const order = await ownPlacedOrder(tx, userId, orderId);
    const [days, pauses] = await Promise.all([planDaysOf(tx, order.id), pausesOf(tx, order.id)]);
    const calendar = await actionCalendar(tx, order, days);
    const open = pauses.find(isResumable);
    if (open) {
      if (endDate === null || startDate !== open.startDate) throw new ClientError(ACTION_MESSAGES.pauseExists);
      const heldCount = days.filter((day) => isRegularDay(day) && insidePause(day.day, open)).length;
      const result = resumePlan({ days: deliveryDaysOf(days, pauses), heldCount, resumeDate: endDate, calendar, now });
      if (!result.ok) throw new ClientError(result.message as ServerMessageId);
      await saveResumeSlot(tx, order, request.deliverySlot);
      await tx.query('UPDATE pauses SET end_date = $2 WHERE id = $1', [open.id, endDate]);
      const after = pauses.map((pause) => (pause.id === open.id ? { ...pause, endDate } : pause));
      const added = await reconcileDays(tx, userId, order, days, after, result.days, calendar);
      return { orderId: order.id, message: ACTION_MESSAGES.resumed, ...(added.length ? { code: 1 } : {}) };
    }
    if (pendingPause(pauses, now)) throw new ClientError(ACTION_MESSAGES.pauseExists);
    const delivering = deliveryDaysOf(days, pauses);
    if (delivering.length === 0 || startDate > Math.max(...delivering)) throw new ClientError(ACTION_MESSAGES.pauseOutsidePlan);
    const result = pausePlan({ days: delivering, pause: { startDate, endDate }, calendar, now });
    if (!result.ok) throw new ClientError(result.message as ServerMessageId);
    await saveResumeSlot(tx, order, request.deliverySlot);
    await tx.query('INSERT INTO pauses (order_id, start_date, end_date, created_at) VALUES ($1, $2, $3, $4)', [order.id, startDate, endDate, now]);
    const after = [...pauses, { id: 0, startDate, endDate }];
    const added = await reconcileDays(tx, userId, order, days, after, result.days, calendar);
    if (endDate === null) return { orderId: order.id, message: ACTION_MESSAGES.pauseOpenSaved };
    return { orderId: order.id, message: ACTION_MESSAGES.pauseSaved, ...(added.length ? { code: 1 } : {}) };
  });
}

/**
 * sendPauseRequest: the customer's notes on how to pause (text, or the chosen subject), mailed to the team; the plan
 * changes when the team acts on it.
 */
export async function sendPauseRequest(
  deps: Pick<OrderDeps, 'db' | 'now'> & TeamMailDeps,
  userId: number,
  request: { text?: string | undefined; sub?: string | undefined },
): Promise<{ message: string }> {
  const text = request.text?.trim() ?? '';
  const sub = request.sub?.trim() ?? '';
  if (!text && !sub) throw new ClientError(ACTION_MESSAGES.enterValue, { text: ACTION_MESSAGES.enterValue });
  const orderId = await currentOrderId(deps.db, userId, deps.now());
  if (orderId === undefined) throw new ClientError(ACTION_MESSAGES.noOrder);
  await sendTeamMail(deps, userId, {
    subject: 'Pause request',
    lines: [`Meal plan #${orderId}`, ...(sub ? [`Subject: ${sub}`] : []), ...(text ? [`Notes: ${text}`] : [])],
  });
  return { message: ACTION_MESSAGES.pauseRequestSent };
}

/** savePauseInfo: the pause or resume saved (savePauseCommitted), announced on the order. */
export async function savePause(deps: OrderDeps, userId: number, request: Parameters<typeof savePauseCommitted>[2]): Promise<PauseSaved> {
  const saved = await savePauseCommitted(deps, userId, request);
  await orderChanged(deps.services, userId, saved.orderId);
  return saved;
}
