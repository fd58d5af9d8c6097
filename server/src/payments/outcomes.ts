// Payment outcomes in one place, for the site's metrics: every attempt counted by what became of it.
import type { Db } from '../db';
import { countAttemptsByStatus, type AttemptStatus } from './attempts';

/** What became of an attempt: still open at the gateway, paid, or why not. */
export const PAYMENT_OUTCOMES = ['open', 'paid', 'declined', 'cancelled', 'expired', 'failed', 'superseded', 'closed', 'duplicate'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

const OUTCOME_OF: Record<AttemptStatus, PaymentOutcome> = {
  created: 'open',
  pending: 'open',
  superseded: 'superseded',
  closed: 'closed',
  paid: 'paid',
  declined: 'declined',
  cancelled: 'cancelled',
  expired: 'expired',
  failed: 'failed',
  duplicate: 'duplicate',
};

export const outcomeOf = (status: AttemptStatus): PaymentOutcome => OUTCOME_OF[status];

/** Every outcome with its number of attempts (0 when none), across every process of the site (read from the database). */
export async function countPaymentsByOutcome(db: Db): Promise<Record<PaymentOutcome, number>> {
  const counts = Object.fromEntries(PAYMENT_OUTCOMES.map((outcome) => [outcome, 0])) as Record<PaymentOutcome, number>;
  for (const [status, count] of Object.entries(await countAttemptsByStatus(db)) as [AttemptStatus, number][]) counts[outcomeOf(status)] += count;
  return counts;
}
