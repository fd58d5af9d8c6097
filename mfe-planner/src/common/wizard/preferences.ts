// The signed-in customer's dish preferences (spec 2 §3 User: allergies, dislikes, dishlikes, dishdislikes,
// eliminate_groups, and the 'Likes & Notes' text), read with profile getForDashboard getPrefs: the session's user
// does not carry them. Step 2 shows and saves them; the default menu and the dish rules apply them.
import { makeAutoObservable, runInAction } from 'mobx';
import type { UserPrefs } from '@mealplan/shared/domain';
import type { OkData } from '@mealplan/shared/protocol';
import { socketClient } from '@mealplan/shared/session';

export type CustomerPreferences = OkData<'profile', 'getForDashboard:getPrefs'>;

const EMPTY: CustomerPreferences = { preferences: '', notes: '', allergies: [], dislikes: [], dishlikes: [], dishdislikes: [], eliminate_groups: [] };

export class PreferencesStore {
  current: CustomerPreferences = EMPTY;
  loaded = false;
  private loading: Promise<void> | null = null;

  constructor() {
    makeAutoObservable<PreferencesStore, 'loading'>(this, { loading: false }, { autoBind: true });
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

  /** Reads them once per visit (again after `reset`); a failure leaves them empty and is logged. */
  load(): Promise<void> {
    this.loading ??= socketClient
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

  reset(): void {
    runInAction(() => {
      this.current = EMPTY;
      this.loaded = false;
    });
    this.loading = null;
  }
}

/** The planner's one copy (a visit of /menu reads it once). */
export const preferencesStore = new PreferencesStore();
