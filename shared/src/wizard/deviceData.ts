// Where the wizard kept on the device has its ciphertext (localStorage; deviceStore.ts keeps the key in IndexedDB).
// Apart from deviceStore.ts, which brings the order schemas: the session's logout removes the ciphertext with this,
// at once, before the page can be left (a reload or sign-in right after logging out), and loads the rest to forget the
// key (shared/src/session/SessionSync.ts).

/** The ciphertext's localStorage key. */
export const WIZARD_DATA_KEY = 'mealplan.wizard';

/** Removes the wizard's ciphertext from this device (without it the wizard reads as never started); refused storage is skipped. */
export function removeWizardData(): void {
  try {
    globalThis.localStorage?.removeItem(WIZARD_DATA_KEY);
  } catch {
    // Storage refused: nothing was kept there either.
  }
}
