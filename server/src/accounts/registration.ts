// registration set: per-field validation, the account, the email-confirmation link, then sign-in.
import { ACCOUNT_MESSAGES, validateCredentials, type RuleErrors } from '@mealplan/shared/account';
import { ClientError } from '../errors';
import type { AccountDeps } from './deps';
import { confirmationEmail, confirmationLink } from './emails';
import { issueLinkToken } from './one-time-tokens';
import { hashPassword } from './password';
import { parseMobile, type ParsedPhone } from './phone';
import { isValidReferer } from './referrals';
import { completeSignIn, type SignIn } from './sign-in';
import { findUserByEmail, findUserById, insertUser } from './users';

export interface RegistrationRequest {
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  referer?: number | null | undefined;
  PC_CODE: string;
  WPC_CODE: string;
  phone: string;
  whatsUpnumber: string;
  browserId: string;
  /** The refId `registration checkRef` last returned on the caller's connection for a valid referral token, or null. */
  checkedReferer: number | null;
}

interface ValidRegistration {
  phone: ParsedPhone;
  whatsapp: ParsedPhone;
}

async function validate(deps: Pick<AccountDeps, 'db'>, request: RegistrationRequest): Promise<ValidRegistration> {
  const errors: RuleErrors = validateCredentials(request);
  const whatsapp = parseMobile(request.WPC_CODE, request.whatsUpnumber);
  if (!whatsapp) errors.whatsUpnumber = ACCOUNT_MESSAGES.phoneInvalid;
  const phone = parseMobile(request.PC_CODE, request.phone);
  if (!phone) errors.phone = ACCOUNT_MESSAGES.phoneInvalid;
  if (!errors.email && (await findUserByEmail(deps.db, request.email))) errors.email = ACCOUNT_MESSAGES.emailTaken;
  const first = Object.values(errors)[0];
  if (first !== undefined || !phone || !whatsapp) throw new ClientError(first ?? ACCOUNT_MESSAGES.phoneInvalid, errors);
  return { phone, whatsapp };
}

/**
 * The referer to record: only the refId that checkRef returned for a valid referral token earlier on the same
 * connection, and only while that user may still refer; any other id (or none) signs up without a referer (issue 9
 * point 8).
 */
async function checkedReferer(deps: Pick<AccountDeps, 'db'>, request: RegistrationRequest): Promise<number | null> {
  const { referer } = request;
  if (referer === undefined || referer === null || referer !== request.checkedReferer) return null;
  return (await isValidReferer(deps.db, referer)) ? referer : null;
}

export async function register(deps: AccountDeps, request: RegistrationRequest): Promise<SignIn> {
  const { phone, whatsapp } = await validate(deps, request);
  const services = deps.services.accounts;
  const passwordHash = await hashPassword(request.password, deps.ip);
  const refererId = await checkedReferer(deps, request);
  const now = deps.now();
  const userId = await insertUser(
    deps.db,
    {
      email: request.email,
      passwordHash,
      firstName: request.first_name,
      lastName: request.last_name,
      phoneCode: phone.callingCode,
      phone: phone.nationalNumber,
      whatsapp: whatsapp.international,
      refererId,
      language: null,
      emailConfirmedAt: null,
    },
    now,
  );
  if (userId === undefined) {
    throw new ClientError(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
  }
  const user = await findUserById(deps.db, userId);
  if (!user) throw new Error(`User ${userId} vanished after sign-up`);
  // With email turned off (production without SMTP) the account works unconfirmed; nothing is half-sent.
  if (services.mailer.available) {
    const token = await issueLinkToken(deps.db, userId, 'confirmation', now);
    await services.mailer.send(confirmationEmail(user.email, confirmationLink(services.publicOrigin, token), deps.locale));
  }
  return completeSignIn(deps, user, request.browserId);
}
