// Steps 2, 4 and 5 of the wizard (preferences, profile, delivery) each save with `profile set`, in their own scenario
// (spec 2 §7); the reply's user goes into the session, so the next step and the header read what was saved.
import type { RequestData } from '@mealplan/shared/protocol';
import type { SessionStore, SocketClient } from '@mealplan/shared/session';

export type ProfileStepPayload = RequestData<'profile', 'set'>;

/** The save of one profile step, made per page visit with the page services' client and session. */
export class ProfileStepStore {
  constructor(
    private readonly client: Pick<SocketClient, 'call'>,
    private readonly session: Pick<SessionStore, 'setUser'>,
  ) {}

  /** Saves the step; a rejection carries the server's message (and field errors, as a RequestError). */
  async save(payload: ProfileStepPayload): Promise<void> {
    const reply = await this.client.call('profile', 'set', payload);
    if (reply.user) this.session.setUser(reply.user);
  }
}
