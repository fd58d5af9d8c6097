import { useEffect } from 'react';
import { settingsStore } from '@mealplan/shared/session';

/** Makes sure the site settings are loaded; read them inside an observer component. */
export function useSettings(): typeof settingsStore {
  useEffect(() => {
    settingsStore.load().catch((error: unknown) => console.error('settings get failed', error));
  }, []);
  return settingsStore;
}
