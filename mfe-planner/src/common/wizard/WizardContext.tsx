import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { dishReviewsLoader, usePageStore } from '@mealplan/shared/stores';
import { DishReviewsProvider, type DishReviewsLoader } from '@mealplan/shared/ui';
import { PreferencesStore } from './preferences';
import { WizardStore } from './wizardStore';
import { browserWizardEnv } from './wizardEnv';

/** The stores one visit of /menu shares between its step pages. */
interface WizardVisit {
  wizard: WizardStore;
  preferences: PreferencesStore;
  /** The dish cards' reviews list (rating getDishReviews). */
  reviews: DishReviewsLoader;
}

const WizardContext = createContext<WizardVisit | null>(null);

/**
 * Gives every step page the same stores for one visit of /menu: made once, when the planner's routes mount, with the
 * page services' socket client (the steps share them, so they are made here rather than by each page). Without a
 * `store`, the browser's wizard store: restored from the device (or the server's draft) and kept on the device while
 * the visit lasts.
 */
export function WizardProvider({ store, children }: { store?: WizardStore; children: ReactNode }) {
  const visit = usePageStore(({ client }): WizardVisit => {
    const preferences = new PreferencesStore(client);
    return { preferences, wizard: store ?? new WizardStore(browserWizardEnv(client, preferences)), reviews: dishReviewsLoader(client) };
  });
  const { wizard, preferences } = visit;
  const ownStore = store === undefined;
  useEffect(() => {
    // The customer's preferences are read afresh for each visit (another customer may have signed in meanwhile).
    if (ownStore) void preferences.load();
    void wizard.start();
    return () => wizard.stop();
  }, [wizard, preferences, ownStore]);
  return (
    <WizardContext.Provider value={visit}>
      <DishReviewsProvider load={visit.reviews}>{children}</DishReviewsProvider>
    </WizardContext.Provider>
  );
}

function useWizardVisit(): WizardVisit {
  const visit = useContext(WizardContext);
  if (!visit) throw new Error('useWizard() outside <WizardProvider>');
  return visit;
}

/** The wizard store of the current visit (inside WizardProvider). */
export function useWizard(): WizardStore {
  return useWizardVisit().wizard;
}

/** The customer's dish preferences, read once for the current visit (inside WizardProvider). */
export function usePreferences(): PreferencesStore {
  return useWizardVisit().preferences;
}
