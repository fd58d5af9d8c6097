// registration set: per-field validation, the account, the email-confirmation link, then sign-in.
import { ACCOUNT_MESSAGES, validateCredentials, type RuleErrors } from '@mealplan/shared/account';
import type { SignedInUser } from '@mealplan/shared/protocol';
import { type CallContext } from '../realtime/channel';
import { ClientError } from '../errors';
import { confirmationEmail, confirmationLink } from './emails';
import { issueLinkToken } from './one-time-tokens';
import { hashPassword } from './password';
import { parseMobile, type ParsedPhone } from './phone';
import { isValidReferer } from './referrals';
import { accountServices } from './services';
import { completeSignIn } from './sign-in';
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
}

interface ValidRegistration {
  phone: ParsedPhone;
  whatsapp: ParsedPhone;
}

async function validate(ctx: CallContext, request: RegistrationRequest): Promise<ValidRegistration> {
  const errors: RuleErrors = validateCredentials(request);
  const whatsapp = parseMobile(request.WPC_CODE, request.whatsUpnumber);
  if (!whatsapp) errors.whatsUpnumber = ACCOUNT_MESSAGES.phoneInvalid;
  const phone = parseMobile(request.PC_CODE, request.phone);
  if (!phone) errors.phone = ACCOUNT_MESSAGES.phoneInvalid;
  if (!errors.email && (await findUserByEmail(ctx.db, request.email))) errors.email = ACCOUNT_MESSAGES.emailTaken;
  const first = Object.values(errors)[0];
  if (first !== undefined || !phone || !whatsapp) throw new ClientError(first ?? ACCOUNT_MESSAGES.phoneInvalid, errors);
  return { phone, whatsapp };
}

/**
 * The referer to record: only the refId that checkRef returned for a valid referral token earlier on this socket,
 * and only while that user may still refer; any other id (or none) signs up without a referer (issue 9 point 8).
 */
async function checkedReferer(ctx: CallContext, referer: number | null | undefined): Promise<number | null> {
  if (referer === undefined || referer === null || referer !== ctx.checkedReferer()) return null;
  return (await isValidReferer(ctx.db, referer)) ? referer : null;
}

export async function register(ctx: CallContext, request: RegistrationRequest): Promise<SignedInUser> {
  const { phone, whatsapp } = await validate(ctx, request);
  const services = await accountServices(ctx);
  const passwordHash = await hashPassword(request.password, ctx.ip);
  const refererId = await checkedReferer(ctx, request.referer);
  const now = ctx.now();
  const userId = await insertUser(
    ctx.db,
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
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new Error(`User ${userId} vanished after sign-up`);
  // With email turned off (production without SMTP) the account works unconfirmed; nothing is half-sent.
  if (services.mailer.available) {
    const token = await issueLinkToken(ctx.db, userId, 'confirmation', now);
    await services.mailer.send(confirmationEmail(user.email, confirmationLink(services.publicOrigin, token), ctx.locale));
  }
  return completeSignIn(ctx, user, request.browserId);
}
