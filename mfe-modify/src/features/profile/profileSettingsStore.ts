// /profile 'Profile Settings' (spec 3 §2, full version): one Save of `profile set` scenario 'main'. The reply's user
// goes into the session (the header and the dashboard read it); a refusal keeps the server's message and field errors.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ProfileMainPayload } from '@mealplan/shared/account';
import { RequestError, type SessionStore, type SocketClient } from '@mealplan/shared/session';
import { refusalOf, type ServerMessage } from '@mealplan/shared/ui';

export type SaveResult = { ok: true; message: string } | { ok: false; refusal: ServerMessage; errors: Record<string, string> };

export class ProfileSettingsStore {
  /** The last refused save, shown above Save in the page's language (null when none). */
  error: ServerMessage | null = null;

  constructor(
    private readonly client: Pick<SocketClient, 'call'>,
    private readonly session: Pick<SessionStore, 'setUser'>,
  ) {
    makeAutoObservable<ProfileSettingsStore, 'client' | 'session'>(this, { client: false, session: false }, { autoBind: true });
  }

  async save(payload: ProfileMainPayload): Promise<SaveResult> {
    this.error = null;
    try {
      const reply = await this.client.call('profile', 'set', payload);
      if (reply.user) this.session.setUser(reply.user);
      return { ok: true, message: reply.message };
    } catch (error) {
      const refusal = refusalOf(error);
      runInAction(() => {
        this.error = refusal;
      });
      return { ok: false, refusal, errors: error instanceof RequestError ? error.errors : {} };
    }
  }
}
