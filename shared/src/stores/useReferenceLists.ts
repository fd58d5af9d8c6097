// The reference lists and settings a page needs, loaded once for the page (the stores cache them for the visit).
import { useEffect } from 'react';
import type { ReferenceListName } from '../protocol';
import { referenceStore, settingsStore } from '../session';

/** Asks for the lists (only those missing) and the settings; observers re-render when they arrive. */
export function useReferenceLists(names: readonly ReferenceListName[]): void {
  const key = names.join(',');
  useEffect(() => {
    void referenceStore.ensure(key.split(',') as ReferenceListName[]);
    settingsStore.load().catch((error: unknown) => console.error('settings get failed', error));
  }, [key]);
}

/** Whether every list has arrived. */
export const listsLoaded = (names: readonly ReferenceListName[]): boolean => names.every((name) => referenceStore.has(name));
