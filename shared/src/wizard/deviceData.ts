// Where the wizard kept on the device has its ciphertext (localStorage; deviceStore.ts keeps the key in IndexedDB).
// Apart from deviceStore.ts, which brings the order schemas: the session's logout removes the ciphertext with this,
// at once, before the page can be left (a reload or sign-in right after logging out), and loads the rest to forget the
// key (shared/src/session/SessionSync.ts).
import { localStorageData } from '../device/localData';

export type { DataStore } from '../device/localData';

export const localStorageDataStore = localStorageData('mealplan.wizard');
