import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { WizardStore } from './wizardStore';
import { browserWizardEnv } from './wizardEnv';
import { preferencesStore } from './preferences';

const WizardContext = createContext<WizardStore | null>(null);

/**
 * Gives every step page the same wizard store for one visit of /menu. Without a `store`, the browser's store:
 * restored from the device (or the server's draft) and kept on the device while the visit lasts.
 */
export function WizardProvider({ store, children }: { store?: WizardStore; children: ReactNode }) {
  const [wizard] = useState(() => store ?? new WizardStore(browserWizardEnv()));
  const ownStore = store === undefined;
  useEffect(() => {
    // The customer's preferences are read afresh for each visit (another customer may have signed in meanwhile).
    if (ownStore) {
      preferencesStore.reset();
      void preferencesStore.load();
    }
    void wizard.start();
    return () => wizard.stop();
  }, [wizard, ownStore]);
  return <WizardContext.Provider value={wizard}>{children}</WizardContext.Provider>;
}

/** The wizard store of the current visit (inside WizardProvider). */
export function useWizard(): WizardStore {
  const wizard = useContext(WizardContext);
  if (!wizard) throw new Error('useWizard() outside <WizardProvider>');
  return wizard;
}
