// login set: email + password, rate-limited per account and IP pair, per account and per IP before the check, with the SMS-code step when enabled.
import { ACCOUNT_MESSAGES, normalizeEmail, retryMinutes } from '@mealplan/shared/account';
import { formatServerText, serverText } from '../i18n';
import type { AccountServices } from '../adapters';
import type { LimitName } from '../adapters/rate-limits';
import { ClientError } from '../errors';
import type { AccountDeps } from './deps';
import { consumeOrRefuse } from './limits';
import { hashPassword, verifyPassword } from './password';
import { completeSignIn, type SignIn } from './sign-in';
import { checkSmsCode, issueSmsCode } from './sms-codes';
import { findUserByEmail, type UserRow } from './users';

export interface PasswordSignIn {
  email: string;
  password: string;
  browserId: string;
  smscode?: string | undefined;
}

/** The customer must now type the code sent by SMS: answered with the reply type 'smsOk'. */
export interface SmsCodeSent {
  replyType: 'smsOk';
  data: { message: string };
}

let decoyHash: Promise<string> | undefined;

/** Checks a password against a fixed hash so an unknown email costs as much time as a known one. */
async function spendVerifyTime(password: string, source: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that never matches');
  await verifyPassword(password, await decoyHash, source);
  return false;
}

const pairKey = (email: string, ip: string) => `${email}|${ip}`;

/**
 * Counts this attempt against the sign-in limits before the password is checked: each consume is atomic (in Redis
 * when REDIS_URL is set, in this process while Redis does not answer), so parallel attempts cannot all slip under a limit. In turn: the address, the account and
 * address pair, then the account; an attempt refused by one limit is not counted by the next, so a flood from one
 * address that is already refused cannot use up the owner's global account limit. The wait told is the refusing
 * limit's own.
 */
async function consumeAttempt({ limits }: AccountServices, email: string, ip: string): Promise<void> {
  const checks: [LimitName, string][] = [
    ['signInIp', ip],
    ['signInPair', pairKey(email, ip)],
    ['signInAccount', email],
  ];
  for (const [name, key] of checks) {
    const wait = await limits.consume(name, key);
    if (wait !== undefined) throw new ClientError(serverText('account.tooManySignIns', { minutes: retryMinutes(wait) }));
  }
}

/** The right password: the pair starts afresh and the account and address get this attempt back. */
async function forgiveAttempt({ limits }: AccountServices, email: string, ip: string): Promise<void> {
  await Promise.all([limits.reset('signInPair', pairKey(email, ip)), limits.reward('signInAccount', email), limits.reward('signInIp', ip)]);
}

function refuseCredentials(): never {
  throw new ClientError(ACCOUNT_MESSAGES.incorrectCredentials, { password: ACCOUNT_MESSAGES.incorrectCredentials });
}

async function sendSmsCode(deps: AccountDeps, user: UserRow): Promise<SmsCodeSent> {
  const services = deps.services.accounts;
  const number = user.phone ?? user.whatsapp;
  if (!number) throw new ClientError(ACCOUNT_MESSAGES.smsNoPhone, undefined, 'smsErr');
  await consumeOrRefuse(services.limits, 'smsCode', String(user.id));
  const code = await issueSmsCode(deps.db, user.id, deps.now());
  await services.sms.send(`+${user.phone_code ?? '971'}${number}`, formatServerText(serverText('sms.signInCode', { code }), deps.locale));
  return { replyType: 'smsOk', data: { message: ACCOUNT_MESSAGES.smsCodeSent } };
}

/** A signed-in account, or the SMS-code step when the account asks for it and the request carried no code. */
export async function passwordSignIn(deps: AccountDeps, request: PasswordSignIn): Promise<SignIn | SmsCodeSent> {
  const services = deps.services.accounts;
  const email = normalizeEmail(request.email);
  await consumeAttempt(services, email, deps.ip);
  const user = await findUserByEmail(deps.db, email);
  const valid = user?.password_hash
    ? await verifyPassword(request.password, user.password_hash, deps.ip)
    : await spendVerifyTime(request.password, deps.ip);
  if (!user || !valid) return refuseCredentials();
  // The right password: this attempt is given back (the SMS code step has its own limits).
  await forgiveAttempt(services, email, deps.ip);
  if (user.banned) throw new ClientError(ACCOUNT_MESSAGES.banned, undefined, undefined, { banned: true });
  if (user.sms_on_login) {
    if (!request.smscode) return sendSmsCode(deps, user);
    const problem = await checkSmsCode(deps.db, user.id, request.smscode, deps.now());
    if (problem) throw new ClientError(problem, undefined, 'smsErr');
  }
  return completeSignIn(deps, user, request.browserId);
}
