// A record kept on the device, encrypted (doc 2 §3 "Stored on the device (persisted, encrypted)"): JSON encrypted with
// Web Crypto (AES-GCM, a fresh 12-byte IV per write) under a non-extractable key of its own that lives in IndexedDB; the
// ciphertext lives in localStorage (localData.ts). The wizard's state (shared/src/wizard) and the signed-in user
// (shared/src/session/userOnDevice.ts) are kept this way; both go at logout.
import type { DataStore } from './localData';

export type { DataStore } from './localData';

/** Where a record's key is kept: IndexedDB by default (a CryptoKey survives a structured clone there, never readable). */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
  delete(): Promise<void>;
}

export interface EncryptedRecordOptions {
  keys: KeyStore;
  data: DataStore;
  subtle?: SubtleCrypto;
  getRandomValues?: <T extends Uint8Array>(array: T) => T;
}

// The database was the wizard's first (its name stays, so a device keeps its wizard's key); each record's key has an id.
const DB_NAME = 'mealplan-wizard';
const DB_STORE = 'keys';
const IV_BYTES = 12;

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(DB_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function inStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = run(db.transaction(DB_STORE, mode).objectStore(DB_STORE));
      request.onsuccess = () => resolve(request.result as T);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

const indexedDbOnly = (id: string): KeyStore => ({
  get: () => inStore<CryptoKey | undefined>('readonly', (store) => store.get(id)),
  put: (key) => inStore<void>('readwrite', (store) => store.put(key, id)),
  delete: () => inStore<void>('readwrite', (store) => store.delete(id)),
});

/** The key as the page last read, made or deleted it; `generation` counts the changes. */
export interface RememberedKey {
  key: CryptoKey | undefined;
  generation: number;
}

/**
 * A key store that reads the key once and then holds it in `memory`. Each save then costs one encrypt, not an
 * IndexedDB open and read first: a change followed at once by a reload or a closed tab lands before the page goes
 * (before, it could be lost while the key was being read). A put or delete, through any store sharing `memory`, changes
 * what the others hand out; a read that a delete overtook hands out nothing.
 */
export function rememberingKeyStore(inner: KeyStore, memory: RememberedKey = { key: undefined, generation: 0 }): KeyStore {
  return {
    async get() {
      if (memory.key) return memory.key;
      const generation = memory.generation;
      const key = await inner.get();
      if (generation !== memory.generation) return memory.key;
      memory.key = key;
      return key;
    },
    put(key) {
      memory.generation += 1;
      memory.key = key;
      return inner.put(key);
    },
    delete() {
      memory.generation += 1;
      memory.key = undefined;
      return inner.delete();
    },
  };
}

type PageMemory = typeof globalThis & Record<symbol, RememberedKey | undefined>;

/**
 * The page's store of the key `id`: IndexedDB, read once per page. Each app bundles its own copy of this module (it is
 * not shared at run time): the memory is the page's, so a logout that clears through the shell's copy is seen by the
 * planner's.
 */
export function indexedDbKeyStore(id: string): KeyStore {
  const page = globalThis as PageMemory;
  const name = Symbol.for(`mealplan.device.key.${id}`);
  return rememberingKeyStore(indexedDbOnly(id), (page[name] ??= { key: undefined, generation: 0 }));
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 0x8000) text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(text);
}
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** One encrypted record: read, write and clear; every failure reads as "nothing stored". */
export class EncryptedRecord {
  private readonly keys: KeyStore;
  private readonly data: DataStore;
  private readonly subtle: SubtleCrypto | undefined;
  private readonly random: (<T extends Uint8Array>(array: T) => T) | undefined;
  /** Counts this record's clears: a write begun before one (logout while a write is on its way) writes nothing. */
  private clears = 0;

  constructor(options: EncryptedRecordOptions) {
    this.keys = options.keys;
    this.data = options.data;
    // An option given as undefined means "no Web Crypto here" (as in an insecure context).
    this.subtle = 'subtle' in options ? options.subtle : globalThis.crypto?.subtle;
    this.random =
      'getRandomValues' in options ? options.getRandomValues : globalThis.crypto ? (array) => globalThis.crypto.getRandomValues(array) : undefined;
  }

  /** Web Crypto is there (a secure context): without it nothing is stored, never in clear text. */
  get available(): boolean {
    return this.subtle !== undefined && this.random !== undefined;
  }

  private async key(create: boolean): Promise<CryptoKey | undefined> {
    const existing = await this.keys.get();
    if (existing || !create || !this.subtle) return existing;
    const key = await this.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await this.keys.put(key);
    return key;
  }

  /** The record as it was written, or undefined (none, unreadable, or its key gone). */
  async read(): Promise<unknown> {
    const text = this.data.get();
    if (!text || !this.available) return undefined;
    try {
      const key = await this.key(false);
      if (!key) return undefined;
      const bytes = fromBase64(text);
      const plain = await this.subtle!.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, key, bytes.slice(IV_BYTES));
      return JSON.parse(new TextDecoder().decode(plain)) as unknown;
    } catch {
      return undefined;
    }
  }

  /** Encrypts and keeps `value` (as JSON), in place of what was kept. */
  async write(value: unknown): Promise<void> {
    if (!this.available) return;
    const clears = this.clears;
    const key = await this.key(true);
    if (!key) return;
    const iv = this.random!(new Uint8Array(IV_BYTES));
    const plain = new TextEncoder().encode(JSON.stringify(value));
    const cipher = new Uint8Array(await this.subtle!.encrypt({ name: 'AES-GCM', iv }, key, plain));
    const bytes = new Uint8Array(IV_BYTES + cipher.length);
    bytes.set(iv);
    bytes.set(cipher, IV_BYTES);
    // Nor does one whose key a clear through another copy of this module deleted on its way.
    if (clears === this.clears && (await this.keys.get()) === key) this.data.set(toBase64(bytes));
  }

  /** Forgets the record and its key (logout): the ciphertext goes at once, the key right after. */
  clear(): Promise<void> {
    this.clears += 1;
    this.data.remove();
    return this.keys.delete().catch(() => undefined);
  }
}
