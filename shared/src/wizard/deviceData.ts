// Where the wizard kept on the device has its ciphertext (localStorage; deviceStore.ts keeps the key in IndexedDB).
// Apart from deviceStore.ts, which brings the order schemas: the session's logout removes the ciphertext with this,
// at once, before the page can be left (a reload or sign-in right after logging out), and loads the rest to forget the
// key (shared/src/session/SessionSync.ts).

/** Where the ciphertext is kept: localStorage by default. */
export interface DataStore {
  get(): string | null;
  set(value: string): void;
  remove(): void;
}

const WIZARD_DATA_KEY = 'mealplan.wizard';

export const localStorageDataStore: DataStore = {
  get: () => globalThis.localStorage?.getItem(WIZARD_DATA_KEY) ?? null,
  set: (value) => globalThis.localStorage?.setItem(WIZARD_DATA_KEY, value),
  remove: () => {
    try {
      globalThis.localStorage?.removeItem(WIZARD_DATA_KEY);
    } catch {
      // Storage refused: nothing was kept there either.
    }
  },
};
