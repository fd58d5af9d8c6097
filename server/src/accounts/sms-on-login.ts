// The "SMS on login" setting of a signed-in customer (spec 3 §2 Dashboard toggle, §7 getSmsInfo/saveSmsInfo).
import type { Db } from '../db';
import { setSmsOnLogin } from './users';

export const SMS_ON_LOGIN_MESSAGES = {
  enabled: 'SMS on login is enabled.',
  disabled: 'SMS on login is disabled.',
} as const;

/** Stores the setting for this user only; returns the message the dashboard shows. */
export async function saveSmsOnLogin(db: Db, userId: number, enabled: boolean): Promise<string> {
  await setSmsOnLogin(db, userId, enabled);
  return enabled ? SMS_ON_LOGIN_MESSAGES.enabled : SMS_ON_LOGIN_MESSAGES.disabled;
}
