import { ACCOUNT_MESSAGES, type SocialProvider } from '@mealplan/shared/account';
import type { CallKey, SignedInUser } from '@mealplan/shared/protocol';
import { RequestError, sessionStore, socketClient } from '@mealplan/shared/session';
import type { RegistrationPayload } from '../forms/registration';

export type SignInOutcome = { kind: 'signedIn'; user: SignedInUser } | { kind: 'smsCode'; message: string };

/** login set: answers setOk with the user, or smsOk when an SMS code is needed first. */
export async function signIn(email: string, password: string, smscode?: string): Promise<SignInOutcome> {
  const reply = await socketClient.callReply('login', 'set', {
    email,
    password,
    browserId: sessionStore.browserId,
    app: 'customer',
    ...(smscode ? { smscode } : {}),
  });
  if (reply.type === 'smsOk') return { kind: 'smsCode', message: reply.data.message };
  return { kind: 'signedIn', user: reply.data };
}

export function socialSignIn(provider: SocialProvider, token: string): Promise<SignedInUser> {
  return socketClient.call('login', provider, { token, browserId: sessionStore.browserId, app: 'customer' });
}

/** registration google/facebook: the server verifies the token and creates the account (or signs it in). */
export function socialSignUp(provider: SocialProvider, token: string): Promise<SignedInUser> {
  return socketClient.call('registration', provider, {
    token,
    type: provider,
    language: sessionStore.language,
    browserId: sessionStore.browserId,
  });
}

/** The referral link checked on this page (its token and the refId the server returned). */
let checkedReferral: { token: string; refId: number } | null = null;

/**
 * The server keeps a referer only when checkRef returned it on the same connection; the connection may have been
 * replaced while the form was filled in, so the link is checked again just before signing up.
 */
export async function register(payload: RegistrationPayload): Promise<SignedInUser> {
  const referral = checkedReferral;
  if (payload.referer !== null && referral?.refId === payload.referer) {
    await socketClient.call('registration', 'checkRef', { token: referral.token }).catch(() => undefined);
  }
  return socketClient.call('registration', 'set', { ...payload, browserId: sessionStore.browserId });
}

export async function checkReferral(token: string): Promise<number> {
  const { refId } = await socketClient.call('registration', 'checkRef', { token });
  checkedReferral = { token, refId };
  return refId;
}

export async function sendLoginLink(email: string): Promise<string> {
  return (await socketClient.call('restore_password', 'try', { email })).message;
}

export async function checkRestoreToken(token: string): Promise<void> {
  await socketClient.call('restore_password', 'check', { token });
}

export async function setNewPassword(token: string, password: string): Promise<string> {
  return (await socketClient.call('restore_password', 'set', { token, password })).message;
}

/** The link types of the confirmation channel (the protocol's keys: a new one must be added here to compile). */
const CONFIRMATION_TYPES: Record<CallKey<'confirmation'>, true> = { email: true };
const isConfirmationType = (type: string): type is CallKey<'confirmation'> => Object.hasOwn(CONFIRMATION_TYPES, type);

/** confirmation <type>: a status-style call; resolves with the server message, rejects with it. */
export async function confirmLink(type: string, token: string): Promise<string> {
  if (!isConfirmationType(type))
    throw new RequestError(ACCOUNT_MESSAGES.linkNotValid, 'err', undefined, {}, { messageId: ACCOUNT_MESSAGES.linkNotValid });
  return (await socketClient.call('confirmation', type, { token })).message;
}
