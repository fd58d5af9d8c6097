// The signed-in customer's dish preferences (spec 2 §3 User: allergies, dislikes, dishlikes, dishdislikes,
// eliminate_groups, and the 'Likes & Notes' text), read with profile getForDashboard getPrefs: the session's user
// carries the five lists but not the 'Likes & Notes' text, so step 2 reads them all here. Step 2 shows and saves
// them; the default menu and the dish rules apply them. One store per visit of /menu, made by WizardProvider.
import { makeAutoObservable, runInAction } from 'mobx';
import type { UserPrefs } from '@mealplan/shared/domain';
import type { OkData } from '@mealplan/shared/protocol';
import type { SocketClient } from '@mealplan/shared/session';

export type CustomerPreferences = OkData<'profile', 'getForDashboard:getPrefs'>;

const EMPTY: CustomerPreferences = { preferences: '', notes: '', allergies: [], dislikes: [], dishlikes: [], dishdislikes: [], eliminate_groups: [] };

export class PreferencesStore {
  current: CustomerPreferences = EMPTY;
  loaded = false;
  private loading: Promise<void> | null = null;

  constructor(private readonly client: Pick<SocketClient, 'call'>) {
    makeAutoObservable<PreferencesStore, 'loading' | 'client'>(this, { loading: false, client: false }, { autoBind: true });
  }

  /** The rules' shape of the preferences. */
  get rules(): UserPrefs {
    const prefs = this.current;
    return {
      allergies: prefs.allergies,
      dislikes: prefs.dislikes,
      dishLikes: prefs.dishlikes,
      dishDislikes: prefs.dishdislikes,
      eliminateGroups: prefs.eliminate_groups,
    };
  }

  /** Reads them once per visit; a failure leaves them empty and is logged. */
  load(): Promise<void> {
    this.loading ??= this.client
      .call('profile', 'getForDashboard:getPrefs', { subtype: 'getPrefs' })
      .then((prefs) => this.set(prefs))
      .catch((error: unknown) => {
        console.error('profile getPrefs failed', error);
        runInAction(() => (this.loaded = true));
      });
    return this.loading;
  }

  set(prefs: Partial<CustomerPreferences>): void {
    this.current = { ...this.current, ...prefs };
    this.loaded = true;
  }
}
