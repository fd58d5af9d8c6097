// SMS sign-in codes: 6 digits, valid 10 minutes, usable once, at most 5 tries; stored hashed.
import { ACCOUNT_MESSAGES, type AccountMessageId } from '@mealplan/shared/account';
import type { Db } from '../db';
import { hashSecret, newSmsCode } from './secrets';

export const SMS_CODE_LIFETIME_SECONDS = 10 * 60;
export const SMS_CODE_MAX_TRIES = 5;

/** Creates a new code for the user (earlier unused ones stop working) and returns it for sending. */
export async function issueSmsCode(db: Db, userId: number, now: number): Promise<string> {
  const code = newSmsCode();
  await db.tx(async (tx) => {
    await tx.query('UPDATE sms_codes SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
    await tx.query('INSERT INTO sms_codes (user_id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
      userId,
      hashSecret(`${userId}:${code}`),
      now,
      now + SMS_CODE_LIFETIME_SECONDS,
    ]);
  });
  return code;
}

interface SmsCodeRow {
  id: number;
  code_hash: string;
  expires_at: number;
  tries: number;
}

/** undefined when the code is right (and now used); otherwise the message explaining why not. */
export async function checkSmsCode(db: Db, userId: number, code: string, now: number): Promise<AccountMessageId | undefined> {
  return db.tx(async (tx) => {
    const row = await tx.one<SmsCodeRow>(
      'SELECT id, code_hash, expires_at, tries FROM sms_codes WHERE user_id = $1 AND used_at IS NULL ORDER BY id DESC LIMIT 1 FOR UPDATE',
      [userId],
    );
    if (!row || row.expires_at <= now) return ACCOUNT_MESSAGES.smsCodeExpired;
    if (row.tries >= SMS_CODE_MAX_TRIES) return ACCOUNT_MESSAGES.smsCodeTooManyTries;
    if (row.code_hash === hashSecret(`${userId}:${code}`)) {
      await tx.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1', [row.id, now]);
      return undefined;
    }
    const tries = row.tries + 1;
    await tx.query('UPDATE sms_codes SET tries = $2 WHERE id = $1', [row.id, tries]);
    return tries >= SMS_CODE_MAX_TRIES ? ACCOUNT_MESSAGES.smsCodeTooManyTries : ACCOUNT_MESSAGES.smsCodeWrong;
  });
}
