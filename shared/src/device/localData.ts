// Where a record kept on the device has its ciphertext: a localStorage entry (encryptedRecord.ts keeps the key in
// IndexedDB). Apart from encryptedRecord.ts, with no import: the session's logout removes a ciphertext with this at once,
// before the page can be left (a reload or a sign-in right after logging out).

/** Where the ciphertext is kept. */
export interface DataStore {
  get(): string | null;
  set(value: string): void;
  remove(): void;
}

/** The localStorage entry `name`; storage that is refused reads as empty and removes nothing. */
export function localStorageData(name: string): DataStore {
  return {
    get: () => {
      try {
        return globalThis.localStorage?.getItem(name) ?? null;
      } catch {
        return null;
      }
    },
    set: (value) => globalThis.localStorage?.setItem(name, value),
    remove: () => {
      try {
        globalThis.localStorage?.removeItem(name);
      } catch {
        // Storage refused: nothing was kept there either.
      }
    },
  };
}
