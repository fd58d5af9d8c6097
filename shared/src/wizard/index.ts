// @mealplan/shared/wizard: the plan wizard's state as the device keeps it (doc 2 §3), shared by the planner (which
// reads and writes it), the account area's home button (which starts the wizard) and the session (which clears it at
// logout). Pure storage: the wizard's rules live in shared/src/domain, its store in mfe-planner.
import type { WizardDraft } from '../protocol/channels/order';
import { WizardDeviceStore } from './deviceStore';

export { WizardDeviceStore, localStorageDataStore, rememberingKeyStore } from './deviceStore';
export type { KeyStore, DataStore, DeviceStoreOptions, RememberedKey } from './deviceStore';

export type WizardBuild = 'new' | 'renew';

/** The device's wizard store (IndexedDB key, localStorage ciphertext). */
export const wizardDevice = new WizardDeviceStore();

/** Clears the wizard kept on this device (the session's logout calls it). */
export const clearWizardDevice = (): Promise<void> => wizardDevice.clear();

/**
 * Home "Build my meal plan" / "Renew meal plan" (doc 1 §2): plan params set to step 1 and the build type, the meal
 * plan cleared; the earlier choices stay, except the start date when the build type changed (its earliest start did).
 */
export function restartedDraft(previous: WizardDraft | null, build: WizardBuild): WizardDraft {
  const planParams = { ...(previous?.planParams ?? { mealType: [] }), step: 1, build };
  if (previous?.planParams.build !== build) planParams.date = null;
  return { planParams, mealPlan: {}, customPlans: previous?.customPlans ?? [] };
}

/** Writes the restarted wizard of `userId` on the device, before the page goes to /menu. */
export async function restartWizard(userId: number, build: WizardBuild, store: WizardDeviceStore = wizardDevice): Promise<void> {
  await store.save(userId, restartedDraft(await store.load(userId), build));
}
