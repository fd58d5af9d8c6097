// registration set: per-field validation, then the account and its email-confirmation link. The answer is the same
// whether or not the address is registered (issue 40): a registered address's owner gets a mail instead, the sign-up
// signs nobody in, and both ways cost one password hash. The customer signs in next, as anyone does.
import { ACCOUNT_MESSAGES, validateCredentials, type RuleErrors } from '@mealplan/shared/account';
import { normaliseLanguage } from '@mealplan/shared/i18n/locale';
import { ClientError } from '../errors';
import type { AccountDeps } from './deps';
import { confirmationEmail, confirmationLink, signUpAttemptEmail } from './emails';
import { issueLinkToken } from './one-time-tokens';
import { hashPassword } from './password';
import { parseMobile, type ParsedPhone } from './phone';
import { isValidReferer } from './referrals';
import { findUserByEmail, findUserById, insertUser, type UserRow } from './users';

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

function validate(request: RegistrationRequest): ValidRegistration {
  const errors: RuleErrors = validateCredentials(request);
  const whatsapp = parseMobile(request.WPC_CODE, request.whatsUpnumber);
  if (!whatsapp) errors.whatsUpnumber = ACCOUNT_MESSAGES.phoneInvalid;
  const phone = parseMobile(request.PC_CODE, request.phone);
  if (!phone) errors.phone = ACCOUNT_MESSAGES.phoneInvalid;
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

/** What the sign-up answers, registered address or not: check the mail, or (no mail service) sign in. */
export interface SignUpAnswer {
  message: string;
}

/** Tells the owner of a registered address that someone signed up with it (not a banned account: nothing to offer). */
async function mailOwner(deps: AccountDeps, owner: UserRow): Promise<void> {
  const services = deps.services.accounts;
  if (owner.banned || !services.mailer.available) return;
  await services.mailer.send(signUpAttemptEmail(owner.email, services.publicOrigin, normaliseLanguage(owner.language) ?? deps.locale));
}

export async function register(deps: AccountDeps, request: RegistrationRequest): Promise<SignUpAnswer> {
  const { phone, whatsapp } = validate(request);
  const services = deps.services.accounts;
  const answer = { message: services.mailer.available ? ACCOUNT_MESSAGES.signUpCheckEmail : ACCOUNT_MESSAGES.signUpDone };
  // Hashed either way, so a registered address answers no sooner than a new one.
  const passwordHash = await hashPassword(request.password, deps.ip);
  const registered = await findUserByEmail(deps.db, request.email);
  if (registered) {
    await mailOwner(deps, registered);
    return answer;
  }
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
  // Registered meanwhile by a parallel sign-up: the same answer, the owner told.
  const user = userId === undefined ? undefined : await findUserById(deps.db, userId);
  if (!user) {
    const owner = await findUserByEmail(deps.db, request.email);
    if (owner) await mailOwner(deps, owner);
    return answer;
  }
  // With email turned off (production without SMTP) the account works unconfirmed; nothing is half-sent.
  if (services.mailer.available) {
    const token = await issueLinkToken(deps.db, user.id, 'confirmation', now);
    await services.mailer.send(confirmationEmail(user.email, confirmationLink(services.publicOrigin, token), deps.locale));
  }
  return answer;
}
