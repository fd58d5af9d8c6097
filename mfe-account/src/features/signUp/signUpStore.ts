// The calls of /sign-up (spec 1 §7): the referral link's check, registration set, and the token a social provider
// returned. Made per page visit with the page services' client and session.
import type { SocialProvider } from '@mealplan/shared/account';
import type { SignedInUser } from '@mealplan/shared/protocol';
import type { SessionStore, SocketClient } from '@mealplan/shared/session';
import type { RegistrationPayload } from './registration';

export class SignUpStore {
  /** The referral link checked on this visit (its token and the refId the server returned). */
  private checkedReferral: { token: string; refId: number } | null = null;

  constructor(
    private readonly client: Pick<SocketClient, 'call'>,
    private readonly session: Pick<SessionStore, 'browserId' | 'language'>,
  ) {}

  async checkReferral(token: string): Promise<number> {
    const { refId } = await this.client.call('registration', 'checkRef', { token });
    this.checkedReferral = { token, refId };
    return refId;
  }

  /**
   * The server keeps a referer only when checkRef returned it on the same connection; the connection may have been
   * replaced while the form was filled in, so the link is checked again just before signing up. The answer is a
   * message only, the same whether or not the email was registered: the customer signs in next.
   */
  async register(payload: RegistrationPayload): Promise<{ message: string }> {
    const referral = this.checkedReferral;
    if (payload.referer !== null && referral?.refId === payload.referer) {
      await this.client.call('registration', 'checkRef', { token: referral.token }).catch(() => undefined);
    }
    return this.client.call('registration', 'set', { ...payload, browserId: this.session.browserId });
  }

  /** registration google/facebook: the server verifies the token and creates the account (or signs it in). */
  socialSignUp(provider: SocialProvider, token: string): Promise<SignedInUser> {
    return this.client.call('registration', provider, {
      token,
      type: provider,
      language: this.session.language,
      browserId: this.session.browserId,
    });
  }
}
