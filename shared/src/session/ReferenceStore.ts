import { delMany, get, setMany } from 'idb-keyval';
import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import { lazyIdbStore } from '../offline/lazyIdbStore';
import type { ReferenceListName, ReferenceLists } from '../protocol';
import { referenceListsVersionOfJson } from '../protocol/reference-lists-version';
import { ReferenceVersionChecks } from './referenceVersionChecks';
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

/** Where a browser keeps its copies between visits, one per list and language (its key: `en:priceList`). */
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

/** The keys of the copies kept, the newest last (a copy's key always has a colon, so this one is never a copy's). */
const ORDER_KEY = 'order';
/**
 * How many copies a browser keeps: every list the protocol names, in both languages (a test holds it to that). A copy is
 * one list in one language (`en:priceList`), so each page that shows a list finds the copy any other page kept.
 */
export const MAX_REFERENCE_COPIES = 64;
/** The key of one list's copy in one language. */
const copyKey = (language: string, name: ReferenceListName) => `${language}:${name}`;
/** Copies kept before each list was kept on its own were keyed by several lists (`en:dietList,planList`): dropped. */
const isCopyOfSeveralLists = (key: string) => key.includes(',');
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
 * The copies in IndexedDB, one entry per list and language, the last `maxCopies` written kept (and none keyed by
 * several lists, as they were kept before). Stored as structured clones, so reading one copy parses nothing else and
 * writing one serialises no string on the page's thread. Storage that is missing, full or holds something unreadable is
 * treated as empty: the lists are then simply asked for.
 */
export function indexedDbReferenceCopies(storage: CopyStorage = indexedDbCopyStorage(), maxCopies = MAX_REFERENCE_COPIES): ReferenceCopies {
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
        const earlier = Array.isArray(order) ? order.filter((entry): entry is string => typeof entry === 'string' && entry !== key) : [];
        const keys = [...earlier.filter((entry) => !isCopyOfSeveralLists(entry)), key];
        const excess = Math.max(0, keys.length - maxCopies);
        const dropped = [...earlier.filter(isCopyOfSeveralLists), ...keys.slice(0, excess)];
        await storage.setMany([
          [key, copy],
          [ORDER_KEY, keys.slice(excess)],
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
 * How long the page's calls must have been answered, none in flight, before the start-up's lists are asked: a page
 * makes some of its calls as the first replies arrive, or once it has drawn them (the dashboard's menu and files).
 */
const PAGE_CALLS_QUIET_MS = 1000;
/** How long the start-up's lists wait for the page's calls at most (a page that keeps calling). */
const START_LISTS_MAX_WAIT_MS = 10_000;

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
   * The copies read together are checked in one call (referenceVersionChecks.ts); the copy is shown: no spinner. A server
   * released before `versions` (a release rolling across processes) names none: those lists are asked again.
   */
  private readonly versionChecks = new ReferenceVersionChecks((language, names) =>
    this.client
      .call('get_arrays', 'version', { type: names, language }, { background: true })
      .then((reply: { versions?: Partial<Record<ReferenceListName, string>> }) => reply.versions ?? {}),
  );

  /**
   * `copies`: where the browser keeps the replies between visits (indexedDbReferenceCopies). With a copy, the lists are
   * shown from it at once and only their version is asked (get_arrays version); they are asked again when it changed.
   */
  constructor(
    private readonly client: SocketClient,
    private language: () => string,
    private readonly copies?: ReferenceCopies,
  ) {
    makeAutoObservable<ReferenceStore, 'client' | 'language' | 'inFlight' | 'versionChecks' | 'copies'>(
      this,
      { lists: observable.shallow, client: false, language: false, inFlight: false, versionChecks: false, copies: false },
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
   * Requests the lists neither cached nor already requested, each on its own; resolves when all `names` are settled.
   * `options` of the requests: the shell's start-up load is background (a page that needs a list asks for it and shows
   * the spinner).
   *
   * One request per list (spec 1 §3 leaves the call's shape open; issue 38): each reply is decoded in a task of its own
   * (the start-up's lists asked together were one message of some 216 KB, decoded in one task; the landing's, 272 KB),
   * and each list is kept as a copy of its own, which every page finds. Kept by request, a list was downloaded again by
   * each page that asked for it with other lists: a guest's landing, then the start-up of their next visit, took the
   * price list (193 KB) twice.
   */
  ensure(names: readonly ReferenceListName[] = START_REFERENCE_KEYS, options: CallOptions = {}): Promise<void> {
    for (const name of new Set(names)) if (!this.has(name) && !this.inFlight.has(name)) this.request(name, options);
    const waits = names.map((name) => this.inFlight.get(name)).filter((wait) => wait !== undefined);
    return Promise.all(waits).then(() => undefined);
  }

  /**
   * The lists loaded at start (spec 1 §3), in the background, each on its own, after the first page's own calls are
   * answered (PAGE_CALLS_QUIET_MS) and then once the page's thread is idle. The page's replies are then not queued
   * behind the price list (193 KB) on a slow connection, nor its rendering behind decoding it. Idle alone was too soon:
   * while the page waits for its first replies its thread is idle, and the lists went out beside its calls (issue 38).
   * A page that shows a list asks for it itself (and shows its own wait).
   */
  loadAtStart(names: readonly ReferenceListName[] = START_REFERENCE_KEYS): void {
    void this.client
      .whenQuiet(PAGE_CALLS_QUIET_MS, START_LISTS_MAX_WAIT_MS)
      .then(() => whenIdle(() => void this.ensure(names, { background: true }), START_LISTS_IDLE_WAIT_MS));
  }

  /** Takes the language from `language` from now on (the site's chosen locale); returns a stop function. */
  followLanguage(language: () => string): () => void {
    this.language = language;
    return reaction(language, () => {
      // Everything loaded or on its way, asked again in the new language; the lists shown stay until then (no spinner).
      const names = new Set([...(Object.keys(this.lists) as ReferenceListName[]), ...this.inFlight.keys()]);
      for (const name of names) this.request(name, { background: true });
    });
  }

  private request(name: ReferenceListName, options: CallOptions): void {
    const loading = this.fetch(name, options).finally(() => {
      if (this.inFlight.get(name) === loading) this.inFlight.delete(name);
    });
    this.inFlight.set(name, loading);
  }

  private apply(name: ReferenceListName, received: Partial<ReferenceLists>): void {
    if (name in received) runInAction(() => Object.assign(this.lists, { [name]: received[name] }));
  }

  private async fetch(name: ReferenceListName, options: CallOptions): Promise<void> {
    const language = this.language();
    const request = { type: [name], language };
    const key = copyKey(language, name);
    try {
      // Without copies the request goes out at once (no await in between).
      const copy = this.copies ? await this.versionChecks.read(this.copies.read(key)) : undefined;
      if (copy) {
        this.apply(name, copy.lists);
        if ((await this.versionChecks.versionOf(language, name)) === copy.version) return;
      }
      const received = await this.client.call('get_arrays', 'get', request, options);
      // A reply for a language the page has left is dropped: the change asked again.
      if (language !== this.language()) return;
      this.apply(name, received);
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
