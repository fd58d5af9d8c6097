// Turning a rate-limit refusal into the clear Err the caller sees.
import { retryMinutes } from '@mealplan/shared/account';
import { serverText } from '../i18n';
import type { LimitName, RateLimits } from '../adapters/rate-limits';
import { ClientError } from '../errors';

/** Counts one attempt; throws the "Too many requests" Err when over the limit. */
export async function consumeOrRefuse(limits: RateLimits, name: LimitName, key: string): Promise<void> {
  const retryAfter = await limits.consume(name, key);
  if (retryAfter !== undefined) throw new ClientError(serverText('account.tooManyRequests', { minutes: retryMinutes(retryAfter) }));
}
