// The browser's copies (reference lists, the offline menu) each live in their own IndexedDB store. The guest's first
// page imports their modules, so a store is opened only when a copy is first read or written, never at import time.
import { createStore, type UseStore } from 'idb-keyval';

/** The idb-keyval store `storeName` of database `dbName`: created on the first call, the same store after. */
export function lazyIdbStore(dbName: string, storeName: string): () => UseStore {
  let store: UseStore | undefined;
  return () => (store ??= createStore(dbName, storeName));
}
