// An encrypted record's stores in memory, with node's Web Crypto: the device tests of the wizard (shared, mfe-planner)
// and of the signed-in user read and write through them as the browser's IndexedDB and localStorage would hold them.
import { webcrypto } from 'node:crypto';
import type { DataStore, KeyStore } from '../../src/device/encryptedRecord';

/** A key store and a data store in memory; `stored()` and `key()` show what they hold, `reads()` the key reads. */
export function memoryStores() {
  let key: CryptoKey | undefined;
  let text: string | null = null;
  const keys: KeyStore = {
    get: () => Promise.resolve(key),
    put: (value) => Promise.resolve(void (key = value)),
    delete: () => Promise.resolve(void (key = undefined)),
  };
  const data: DataStore = { get: () => text, set: (value) => void (text = value), remove: () => void (text = null) };
  const reads = jest.spyOn(keys, 'get');
  return { keys, data, stored: () => text, key: () => key, reads: () => reads.mock.calls.length };
}

/** node's Web Crypto, as a record's options take it. */
export const nodeCrypto = {
  subtle: webcrypto.subtle as SubtleCrypto,
  getRandomValues: <T extends Uint8Array>(array: T): T => webcrypto.getRandomValues(array),
};
