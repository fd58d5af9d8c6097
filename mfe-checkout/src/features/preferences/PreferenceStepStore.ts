// Step 1 /checkout 'Preference' (doc 2 §2.3, §5.6): allergies, dislikes and eliminated food groups, read with
// profile getForDashboard getPrefs and saved with profile set scenario 'preferences' (as the wizard saves them; the
// 'Likes & Notes' text and the notes are sent back unchanged).
import { makeAutoObservable, runInAction } from 'mobx';
import type { OkData } from '@mealplan/shared/protocol';
import type { SessionStore, SocketClient } from '@mealplan/shared/session';

export type CustomerPreferences = OkData<'profile', 'getForDashboard:getPrefs'>;

export class PreferenceStepStore {
  allergies: number[] = [];
  dislikes: number[] = [];
  eliminateGroups: number[] = [];
  loaded = false;
  /** getPrefs failed: the page offers to try again. */
  loadFailed = false;
  saving = false;
  private likes = '';
  private notes: string | undefined = undefined;

  constructor(
    private readonly client: Pick<SocketClient, 'call'>,
    private readonly session: Pick<SessionStore, 'setUser'>,
  ) {
    makeAutoObservable<PreferenceStepStore, 'client' | 'session' | 'likes' | 'notes'>(
      this,
      { client: false, session: false, likes: false, notes: false },
      { autoBind: true },
    );
  }

  /** The customer's saved preferences. */
  async load(): Promise<void> {
    try {
      const prefs = await this.client.call('profile', 'getForDashboard:getPrefs', { subtype: 'getPrefs' });
      runInAction(() => {
        this.allergies = [...prefs.allergies];
        this.dislikes = [...prefs.dislikes];
        this.eliminateGroups = [...prefs.eliminate_groups];
        this.likes = prefs.preferences ?? '';
        this.notes = prefs.notes;
        this.loaded = true;
        this.loadFailed = false;
      });
    } catch (error) {
      console.error('profile getPrefs failed', error);
      runInAction(() => (this.loadFailed = true));
    }
  }

  setAllergies(ids: number[]): void {
    this.allergies = ids;
  }

  setDislikes(ids: number[]): void {
    this.dislikes = ids;
  }

  setEliminateGroups(ids: number[]): void {
    this.eliminateGroups = ids;
  }

  /** Saves them (profile set 'preferences'); the reply's user goes into the session. A refusal rejects with its message. */
  async save(): Promise<void> {
    if (this.saving) return;
    this.saving = true;
    try {
      const reply = await this.client.call('profile', 'set', {
        scenario: 'preferences',
        preferences: this.likes,
        ...(this.notes === undefined ? {} : { notes: this.notes }),
        allergies: [...this.allergies],
        dislikes: [...this.dislikes],
        eliminate_groups: [...this.eliminateGroups],
      });
      if (reply.user) this.session.setUser(reply.user);
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
