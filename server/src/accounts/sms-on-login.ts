// The "SMS on login" setting of a signed-in customer (spec 3 §2 Dashboard toggle, §7 getSmsInfo/saveSmsInfo).
import type { ServerMessageId } from '../i18n';
import { customerChanged } from '../orders/order-events';
import type { SaveDeps } from './deps';
import { setSmsOnLogin } from './users';

export const SMS_ON_LOGIN_MESSAGES = {
  enabled: 'account.smsOnLoginEnabled',
  disabled: 'account.smsOnLoginDisabled',
} as const satisfies Record<string, ServerMessageId>;

/** Stores the setting for this user only and announces it; returns the id of the message the dashboard shows. */
export async function saveSmsOnLogin({ db, services }: SaveDeps, userId: number, enabled: boolean): Promise<ServerMessageId> {
  await setSmsOnLogin(db, userId, enabled);
  await customerChanged(services, userId);
  return enabled ? SMS_ON_LOGIN_MESSAGES.enabled : SMS_ON_LOGIN_MESSAGES.disabled;
}
