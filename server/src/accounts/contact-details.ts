// A customer's email and mobile as every profile form checks them (the wizard's 'main' step, the dashboard's
// 'Personal Details'): a UAE mobile (+971), an email in the right form that no other account uses.
import { ACCOUNT_MESSAGES, isValidEmail } from '@mealplan/shared/account';
import type { Db } from '../db';
import type { ErrorMessage } from '../errors';
import { parseMobile, type ParsedPhone } from './phone';
import { findUserByEmail } from './users';

export interface CheckedContactDetails {
  /** The fields' messages (phone, email); empty when both are right. */
  errors: Record<string, ErrorMessage>;
  /** The parsed mobile, when it is a valid UAE mobile. */
  phone: ParsedPhone | null;
}

export async function checkContactDetails(db: Db, userId: number, details: { email: string; phone: string }): Promise<CheckedContactDetails> {
  const errors: Record<string, ErrorMessage> = {};
  const parsed = parseMobile('971', details.phone);
  const phone = parsed?.callingCode === '971' ? parsed : null;
  if (!phone) errors.phone = ACCOUNT_MESSAGES.phoneInvalid;
  if (!isValidEmail(details.email)) errors.email = ACCOUNT_MESSAGES.emailInvalid;
  else {
    const owner = await findUserByEmail(db, details.email);
    if (owner && owner.id !== userId) errors.email = ACCOUNT_MESSAGES.emailTaken;
  }
  return { errors, phone };
}
