import { delMany, get, setMany } from 'idb-keyval';
import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import { lazyIdbStore } from '../offline/lazyIdbStore';
import type { ReferenceListName, ReferenceLists } from '../protocol';
import { referenceListsVersionOfJson } from '../protocol/reference-lists-version';
import type { CallOptions, SocketClient } from './SocketClient';

/** spec 1 §3: reference lists loaded at start (requested for the missing ones). */
export const START_REFERENCE_KEYS = [
  'typeList',
  'dietList',
  'slotsList',
  'planList',
  'priceList',
  'ingredientList',
  'areasListFull',
  'lang',
] as const satisfies readonly ReferenceListName[];

/** A copy of a get_arrays reply kept by the browser, with its version (referenceListsVersion). */
export interface ReferenceCopy {
  version: string;
  lists: Partial<ReferenceLists>;
}

/** Where a browser keeps its copies between visits, by request (language and list names). */
export interface ReferenceCopies {
  read(key: string): Promise<ReferenceCopy | undefined>;
  write(key: string, copy: ReferenceCopy): Promise<void>;
}

/** A key-value store with IndexedDB's asynchronous shape (idb-keyval in the browser, a Map in tests). */
export interface CopyStorage {
  get(key: string): Promise<unknown>;
  setMany(entries: [string, unknown][]): Promise<void>;
  delMany(keys: string[]): Promise<void>;
}

/** The keys of the copies kept, the newest last (a request key always has a colon, so this one is never a copy's). */
const ORDER_KEY = 'order';
/** Where the copies were kept before (one localStorage entry): removed on the first write. */
const LEGACY_LOCAL_KEY = 'mealplan.referenceLists';

/** IndexedDB database "mealplan-reference", store "copies"; opened on first use. */
export function indexedDbCopyStorage(): CopyStorage {
  const opened = lazyIdbStore('mealplan-reference', 'copies');
  return {
    get: (key) => get(key, opened()),
    setMany: (entries) => setMany(entries, opened()),
    delMany: (keys) => delMany(keys, opened()),
  };
}

const isCopy = (value: unknown): value is ReferenceCopy =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ReferenceCopy).version === 'string' &&
  typeof (value as ReferenceCopy).lists === 'object' &&
  (value as ReferenceCopy).lists !== null;

/**
 * The copies in IndexedDB, one entry per request, the last `maxCopies` requests written kept (the start-up's lists are
 * a request each: eight per language). Stored as structured clones, so reading one copy parses nothing else and writing
 * one serialises no string on the page's thread. Storage that is missing, full or holds something unreadable is treated
 * as empty: the lists are then simply asked for.
 */
export function indexedDbReferenceCopies(storage: CopyStorage = indexedDbCopyStorage(), maxCopies = 24): ReferenceCopies {
  let legacyRemoved = false;
  return {
    async read(key) {
      try {
        const copy = await storage.get(key);
        return isCopy(copy) ? { version: copy.version, lists: copy.lists } : undefined;
      } catch {
        return undefined;
      }
    },
    async write(key, copy) {
      if (!legacyRemoved) {
        legacyRemoved = true;
        try {
          globalThis.localStorage?.removeItem(LEGACY_LOCAL_KEY);
        } catch {
          // Refused storage holds nothing to remove.
        }
      }
      try {
        const order = await storage.get(ORDER_KEY);
        const keys = [...(Array.isArray(order) ? order.filter((entry): entry is string => typeof entry === 'string' && entry !== key) : []), key];
        const dropped = keys.slice(0, Math.max(0, keys.length - maxCopies));
        await storage.setMany([
          [key, copy],
          [ORDER_KEY, keys.slice(dropped.length)],
        ]);
        if (dropped.length > 0) await storage.delMany(dropped);
      } catch {
        // Full or refused: the next visit asks for the lists again.
      }
    },
  };
}

/**
 * Runs `task` when the page's thread is idle, or after `timeoutMs` at the latest (soon after in a browser without idle
 * callbacks): after the start-up work.
 */
function whenIdle(task: () => void, timeoutMs = 5000): void {
  if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, 0);
}

/** How long the start-up's lists wait for the page's thread to be idle before they are asked anyway. */
const START_LISTS_IDLE_WAIT_MS = 2000;

/**
 * The get_arrays cache: each list requested once, in the page's language; typed by the protocol. Some lists carry
 * names in the requested language (areas, categories, medical conditions…), so when the language changes the lists
 * already loaded are fetched again (the old ones stay shown until the new ones arrive).
 */
export class ReferenceStore {
  /** Shallow: a list is the plain array the server sent (lists are replaced, never changed in place). */
  lists: Partial<ReferenceLists> = {};
  private readonly inFlight = new Map<ReferenceListName, Promise<void>>();

  /**
   * `copies`: where the browser keeps the replies between visits (indexedDbReferenceCopies). With a copy, the lists are
   * shown from it at once and only their version is asked (get_arrays version); they are asked again when it changed.
   */
  constructor(
    private readonly client: SocketClient,
    private language: () => string,
    private readonly copies?: ReferenceCopies,
  ) {
    makeAutoObservable<ReferenceStore, 'client' | 'language' | 'inFlight' | 'copies'>(
      this,
      { lists: observable.shallow, client: false, language: false, inFlight: false, copies: false },
      { autoBind: true },
    );
  }

  has(name: ReferenceListName): boolean {
    return name in this.lists;
  }

  /** The list as the protocol types it, or undefined until it is loaded. */
  get<N extends ReferenceListName>(name: N): ReferenceLists[N] | undefined {
    return this.lists[name];
  }

  /**
   * Requests only the lists neither cached nor already requested; resolves when all `names` are settled. `options` of
   * the request: the shell's start-up load is background (a page that needs a list asks for it and shows the spinner).
   */
  ensure(names: readonly ReferenceListName[] = START_REFERENCE_KEYS, options: CallOptions = {}): Promise<void> {
    const missing = names.filter((name) => !this.has(name) && !this.inFlight.has(name));
    if (missing.length > 0) this.request(missing, options);
    const waits = names.map((name) => this.inFlight.get(name)).filter((wait) => wait !== undefined);
    return Promise.all(waits).then(() => undefined);
  }

  /**
   * Like ensure, with each list requested on its own (the start-up's lists; spec 1 §3 leaves the call's shape open):
   * one request for all of them was answered with one message of some 216 KB, decoded in one task (issue 38). Each
   * reply is now decoded in a task of its own; the price list (some 193 KB) is the one long one left.
   */
  ensureEach(names: readonly ReferenceListName[], options: CallOptions = {}): Promise<void> {
    return Promise.all(names.map((name) => this.ensure([name], options))).then(() => undefined);
  }

  /**
   * The lists loaded at start (spec 1 §3), in the background, each on its own, once the page's thread is first idle:
   * after the first page's own calls, whose replies are then not queued behind the price list on a slow connection. A
   * page that shows a list asks for it itself (and shows its own wait).
   */
  loadAtStart(names: readonly ReferenceListName[] = START_REFERENCE_KEYS): void {
    whenIdle(() => void this.ensureEach(names, { background: true }), START_LISTS_IDLE_WAIT_MS);
  }

  /** Takes the language from `language` from now on (the site's chosen locale); returns a stop function. */
  followLanguage(language: () => string): () => void {
    this.language = language;
    return reaction(language, () => {
      // Everything loaded or on its way, asked again in the new language; the lists shown stay until then (no spinner).
      const names = [...new Set([...(Object.keys(this.lists) as ReferenceListName[]), ...this.inFlight.keys()])];
      if (names.length > 0) this.request(names, { background: true });
    });
  }

  private request(names: ReferenceListName[], options: CallOptions): void {
    const loading = this.fetch(names, options).finally(() => {
      names.forEach((name) => this.inFlight.get(name) === loading && this.inFlight.delete(name));
    });
    names.forEach((name) => this.inFlight.set(name, loading));
  }

  private apply(names: readonly ReferenceListName[], received: Partial<ReferenceLists>): void {
    const arrived = Object.fromEntries(names.filter((name) => name in received).map((name) => [name, received[name]]));
    runInAction(() => Object.assign(this.lists, arrived));
  }

  private async fetch(names: ReferenceListName[], options: CallOptions): Promise<void> {
    const language = this.language();
    const request = { type: names, language };
    const key = `${language}:${[...new Set(names)].sort().join(',')}`;
    try {
      // Without copies the request goes out at once (no await in between).
      const copy = this.copies ? await this.copies.read(key) : undefined;
      if (copy) {
        this.apply(names, copy.lists);
        // The copy is on the page already: checking it is no reason for a spinner.
        const { version } = await this.client.call('get_arrays', 'version', request, { background: true });
        if (version === copy.version) return;
      }
      const received = await this.client.call('get_arrays', 'get', request, options);
      // A reply for a language the page has left is dropped: the change asked again.
      if (language !== this.language()) return;
      this.apply(names, received);
      if (this.copies) this.keep(this.copies, key, received);
    } catch (error) {
      // spec 1 §8: a non-success get_arrays reply is only logged.
      console.error('get_arrays get failed', error);
    }
  }

  /**
   * Keeps the reply for the next visit once the page is idle: its version and the write are no start-up work. Its JSON,
   * its hash and the write are three idle tasks, not one: for the start-up lists (a price list of some 3,000 rows) each
   * is several milliseconds of a desktop's main thread, and together they were one long task on a phone (issue 38).
   */
  private keep(copies: ReferenceCopies, key: string, received: Partial<ReferenceLists>): void {
    whenIdle(() => {
      const json = JSON.stringify(received);
      whenIdle(() => {
        referenceListsVersionOfJson(json)
          .then((version) => whenIdle(() => void copies.write(key, { version, lists: received }).catch(() => undefined)))
          .catch(() => undefined);
      });
    });
  }
}
