import type { SocialProvider } from '@mealplan/shared/account';
import { sessionStore, socketClient } from '@mealplan/shared/session';
import type { ServerUser } from '@mealplan/shared/session';
import type { RegistrationPayload } from '../forms/registration';

export type SignInOutcome = { kind: 'signedIn'; user: ServerUser } | { kind: 'smsCode'; message: string };

interface MessageData {
  message: string;
}

/** login set: answers setOk with the user, or smsOk when an SMS code is needed first. */
export async function signIn(email: string, password: string, smscode?: string): Promise<SignInOutcome> {
  const reply = await socketClient.requestReply<ServerUser & Partial<MessageData>>('login', 'set', {
    email,
    password,
    browserId: sessionStore.browserId,
    app: 'customer',
    ...(smscode ? { smscode } : {}),
  });
  if (reply.type === 'smsOk') return { kind: 'smsCode', message: String(reply.data.message ?? '') };
  return { kind: 'signedIn', user: reply.data };
}

export function socialSignIn(provider: SocialProvider, token: string): Promise<ServerUser> {
  return socketClient.request<ServerUser>('login', provider, { token, browserId: sessionStore.browserId, app: 'customer' });
}

/** registration google/facebook: the server verifies the token and creates the account (or signs it in). */
export function socialSignUp(provider: SocialProvider, token: string): Promise<ServerUser> {
  return socketClient.request<ServerUser>('registration', provider, {
    token,
    type: provider,
    language: sessionStore.language,
    browserId: sessionStore.browserId,
  });
}

export function register(payload: RegistrationPayload): Promise<ServerUser> {
  return socketClient.request<ServerUser>('registration', 'set', { ...payload, browserId: sessionStore.browserId });
}

export async function checkReferral(token: string): Promise<number> {
  const data = await socketClient.request<{ refId: number }>('registration', 'checkRef', { token });
  return data.refId;
}

export async function sendLoginLink(email: string): Promise<string> {
  return (await socketClient.request<MessageData>('restore_password', 'try', { email })).message;
}

export async function checkRestoreToken(token: string): Promise<void> {
  await socketClient.request('restore_password', 'check', { token });
}

export async function setNewPassword(token: string, password: string): Promise<string> {
  return (await socketClient.request<MessageData>('restore_password', 'set', { token, password })).message;
}

/** confirmation <type>: a status-style call; resolves with the server message, rejects with it. */
export async function confirmLink(type: string, token: string): Promise<string> {
  return (await socketClient.request<MessageData>('confirmation', type, { token })).message;
}
