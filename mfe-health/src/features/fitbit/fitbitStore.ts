// The fitness tracker's state for one visit of a page that shows it (spec 3 §2 'Connect Fitbit', /fitbit): whether
// it is connected, the authorization page to open, the code exchange on the server (setFitbit) and the weight import
// (progress importFromFitbit). No token ever reaches the page.
import { makeAutoObservable, runInAction } from 'mobx';
import type { OkData } from '@mealplan/shared/protocol';
import type { SessionStore, SocketClient } from '@mealplan/shared/session';

export type FitbitClient = Pick<SocketClient, 'call'>;
export type ImportedProgress = OkData<'progress', 'importFromFitbit'>['progress'];

export class FitbitStore {
  /** null until the server has said. */
  connected: boolean | null = null;
  busy = false;

  constructor(
    private readonly client: FitbitClient,
    private readonly session: Pick<SessionStore, 'user_id'>,
  ) {
    makeAutoObservable<FitbitStore, 'client' | 'session'>(this, { client: false, session: false }, { autoBind: true });
  }

  private get userId(): number | undefined {
    return this.session.user_id ?? undefined;
  }

  /** Asks whether the tracker is connected; a failure is logged and shows 'Connect Fitbit'. */
  async loadConnection(): Promise<void> {
    try {
      const reply = await this.client.call('profile', 'getForDashboard:getFitbit', { subtype: 'getFitbit', userId: this.userId });
      runInAction(() => {
        this.connected = reply.fitbit_token;
      });
    } catch (error) {
      console.error('[fitbit]', error);
      runInAction(() => {
        this.connected = false;
      });
    }
  }

  /** The provider's authorization page for a new state and PKCE pair kept on the server; null when it failed (logged). */
  async authorizeUrl(): Promise<string | null> {
    this.busy = true;
    try {
      const reply = await this.client.call('profile', 'getForDashboard:fitbitAuthorize', { subtype: 'fitbitAuthorize', userId: this.userId });
      return reply.url;
    } catch (error) {
      console.error('[fitbit connect]', error);
      runInAction(() => {
        this.busy = false;
      });
      return null;
    }
  }

  /** Imports the tracker's weights; null when it failed (spec 3 §8 importFromFitbitErr: only logged). */
  async importWeights(): Promise<ImportedProgress | null> {
    this.busy = true;
    try {
      return (await this.client.call('progress', 'importFromFitbit', {})).progress;
    } catch (error) {
      console.error('[fitbit import]', error);
      return null;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** /fitbit: sends the code and state back; resolves with the server's message. */
  async sendCode(code: string, state: string): Promise<string> {
    return (await this.client.call('profile', 'getForDashboard:setFitbit', { subtype: 'setFitbit', userId: this.userId, code, state })).message;
  }
}
