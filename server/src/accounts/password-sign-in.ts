// login set: email + password, rate-limited by account and IP, with the SMS-code step when enabled.
import { ACCOUNT_MESSAGES, normalizeEmail, retryMinutes } from '@mealplan/shared/account';
import { formatServerText, serverText } from '../i18n';
import type { SignedInUser } from '@mealplan/shared/protocol';
import type { AccountServices } from '../adapters';
import { ClientError, type CallContext, type Reply } from '../realtime/channel';
import { consumeOrRefuse } from './limits';
import { hashPassword, verifyPassword } from './password';
import { accountServices } from './services';
import { completeSignIn } from './sign-in';
import { checkSmsCode, issueSmsCode } from './sms-codes';
import { findUserByEmail, type UserRow } from './users';

export interface PasswordSignIn {
  email: string;
  password: string;
  browserId: string;
  smscode?: string | undefined;
}

let decoyHash: Promise<string> | undefined;

/** Checks a password against a fixed hash so an unknown email costs as much time as a known one. */
async function spendVerifyTime(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that never matches');
  await verifyPassword(password, await decoyHash);
  return false;
}

async function refuseIfLimited({ limits }: AccountServices, email: string, ip: string): Promise<void> {
  const waits = [await limits.blockedFor('signInAccount', email), await limits.blockedFor('signInIp', ip)];
  const wait = Math.max(...waits.map((value) => value ?? 0));
  if (wait > 0) throw new ClientError(serverText('account.tooManySignIns', { minutes: retryMinutes(wait) }));
}

async function recordFailure({ limits }: AccountServices, email: string, ip: string): Promise<never> {
  await limits.consume('signInAccount', email);
  await limits.consume('signInIp', ip);
  throw new ClientError(ACCOUNT_MESSAGES.incorrectCredentials, { password: ACCOUNT_MESSAGES.incorrectCredentials });
}

async function sendSmsCode(ctx: CallContext, services: AccountServices, user: UserRow): Promise<Reply> {
  const number = user.phone ?? user.whatsapp;
  if (!number) throw new ClientError(ACCOUNT_MESSAGES.smsNoPhone, undefined, 'smsErr');
  await consumeOrRefuse(services.limits, 'smsCode', String(user.id));
  const code = await issueSmsCode(ctx.db, user.id, ctx.now());
  await services.sms.send(`+${user.phone_code ?? '971'}${number}`, formatServerText(serverText('sms.signInCode', { code }), ctx.locale));
  return { replyType: 'smsOk', data: { message: ACCOUNT_MESSAGES.smsCodeSent } };
}

export async function passwordSignIn(ctx: CallContext, request: PasswordSignIn): Promise<SignedInUser | Reply> {
  const services = await accountServices(ctx);
  const email = normalizeEmail(request.email);
  await refuseIfLimited(services, email, ctx.ip);
  const user = await findUserByEmail(ctx.db, email);
  const valid = user?.password_hash
    ? await verifyPassword(request.password, user.password_hash)
    : await spendVerifyTime(request.password);
  if (!user || !valid) return recordFailure(services, email, ctx.ip);
  if (user.banned) throw new ClientError(ACCOUNT_MESSAGES.banned, undefined, undefined, { banned: true });
  if (user.sms_on_login) {
    if (!request.smscode) return sendSmsCode(ctx, services, user);
    const problem = await checkSmsCode(ctx.db, user.id, request.smscode, ctx.now());
    if (problem) throw new ClientError(problem, undefined, 'smsErr');
  }
  await services.limits.reset('signInAccount', email);
  return completeSignIn(ctx, user, request.browserId);
}
