// The "SMS on login" setting of a signed-in customer (spec 3 §2 Dashboard toggle, §7 getSmsInfo/saveSmsInfo).
import type { Db } from '../db';
import type { ServerMessageId } from '../i18n';

export const SMS_ON_LOGIN_MESSAGES = {
  enabled: 'account.smsOnLoginEnabled',
  disabled: 'account.smsOnLoginDisabled',
} as const satisfies Record<string, ServerMessageId>;

export async function readSmsOnLogin(db: Db, userId: number): Promise<boolean> {
  const row = await db.one<{ sms_on_login: boolean }>('SELECT sms_on_login FROM users WHERE id = $1', [userId]);
  return row?.sms_on_login ?? false;
}

/** Stores the setting for this user only; returns the id of the message the dashboard shows. */
export async function saveSmsOnLogin(db: Db, userId: number, enabled: boolean): Promise<ServerMessageId> {
  await db.query('UPDATE users SET sms_on_login = $2 WHERE id = $1', [userId, enabled]);
  return enabled ? SMS_ON_LOGIN_MESSAGES.enabled : SMS_ON_LOGIN_MESSAGES.disabled;
}
