import { createContext, useContext, useState, type ReactNode } from 'react';
import { WizardStore } from './wizardStore';

const WizardContext = createContext<WizardStore | null>(null);

/** Gives every step page the same wizard store for one visit of /menu. */
export function WizardProvider({ store, children }: { store?: WizardStore; children: ReactNode }) {
  const [wizard] = useState(() => store ?? new WizardStore());
  return <WizardContext.Provider value={wizard}>{children}</WizardContext.Provider>;
}

/** The wizard store of the current visit (inside WizardProvider). */
export function useWizard(): WizardStore {
  const wizard = useContext(WizardContext);
  if (!wizard) throw new Error('useWizard() outside <WizardProvider>');
  return wizard;
}
