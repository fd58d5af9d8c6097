// The calls of /sign-in (spec 1 §7): login set with email and password (and the SMS code when one was asked for),
// and the token a social provider returned. Made per page visit with the page services' client and session.
import type { SocialProvider } from '@mealplan/shared/account';
import type { SignedInUser } from '@mealplan/shared/protocol';
import type { SessionStore, SocketClient } from '@mealplan/shared/session';

export type SignInOutcome = { kind: 'signedIn'; user: SignedInUser } | { kind: 'smsCode'; message: string };

export class SignInStore {
  constructor(
    private readonly client: Pick<SocketClient, 'call' | 'callReply'>,
    private readonly session: Pick<SessionStore, 'browserId'>,
  ) {}

  /** login set: answers setOk with the user, or smsOk when an SMS code is needed first. */
  async signIn(email: string, password: string, smscode?: string): Promise<SignInOutcome> {
    const reply = await this.client.callReply('login', 'set', {
      email,
      password,
      browserId: this.session.browserId,
      app: 'customer',
      ...(smscode ? { smscode } : {}),
    });
    if (reply.type === 'smsOk') return { kind: 'smsCode', message: reply.data.message };
    return { kind: 'signedIn', user: reply.data };
  }

  /** login google/facebook with the token the provider returned. */
  socialSignIn(provider: SocialProvider, token: string): Promise<SignedInUser> {
    return this.client.call('login', provider, { token, browserId: this.session.browserId, app: 'customer' });
  }
}
