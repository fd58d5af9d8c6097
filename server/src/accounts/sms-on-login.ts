// The "SMS on login" setting of a signed-in customer (spec 3 §2 Dashboard toggle, §7 getSmsInfo/saveSmsInfo).
import type { Db } from '../db';
import type { ServerMessageId } from '../i18n';
import { setSmsOnLogin } from './users';

export const SMS_ON_LOGIN_MESSAGES = {
  enabled: 'account.smsOnLoginEnabled',
  disabled: 'account.smsOnLoginDisabled',
} as const satisfies Record<string, ServerMessageId>;

/** Stores the setting for this user only; returns the id of the message the dashboard shows. */
export async function saveSmsOnLogin(db: Db, userId: number, enabled: boolean): Promise<ServerMessageId> {
  await setSmsOnLogin(db, userId, enabled);
  return enabled ? SMS_ON_LOGIN_MESSAGES.enabled : SMS_ON_LOGIN_MESSAGES.disabled;
}
