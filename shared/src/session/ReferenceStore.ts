import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { ReferenceListName, ReferenceLists } from '../protocol';
import { referenceListsVersion } from '../protocol/reference-lists-version';
import type { SocketClient } from './SocketClient';

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
  read(key: string): ReferenceCopy | undefined;
  write(key: string, copy: ReferenceCopy): void;
}

const COPIES_KEY = 'mealplan.referenceLists';

/**
 * The copies in localStorage (one entry holding the replies of the last `maxCopies` requests written). Storage that is missing,
 * full or holds something unreadable is treated as empty: the lists are then simply asked for.
 */
export function localReferenceCopies(storage: Storage | undefined = globalThis.localStorage, maxCopies = 8): ReferenceCopies {
  const readAll = (): Record<string, ReferenceCopy> => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(COPIES_KEY) ?? '{}');
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, ReferenceCopy>) : {};
    } catch {
      return {};
    }
  };
  return {
    read(key) {
      const copy = readAll()[key];
      return typeof copy?.version === 'string' && typeof copy.lists === 'object' ? { version: copy.version, lists: copy.lists } : undefined;
    },
    write(key, copy) {
      // The entries in the order they were written, the newest last; the oldest beyond maxCopies are dropped.
      const { [key]: _replaced, ...others } = readAll();
      const kept = Object.entries({ ...others, [key]: copy }).slice(-maxCopies);
      try {
        storage?.setItem(COPIES_KEY, JSON.stringify(Object.fromEntries(kept)));
      } catch {
        // Full or refused: the next visit asks for the lists again.
      }
    },
  };
}

/**
 * The get_arrays cache: each list requested once, in the page's language; typed by the protocol. Some lists carry
 * names in the requested language (areas, categories, medical conditions…), so when the language changes the lists
 * already loaded are fetched again (the old ones stay shown until the new ones arrive).
 */
export class ReferenceStore {
  lists: Partial<ReferenceLists> = {};
  private readonly inFlight = new Map<ReferenceListName, Promise<void>>();

  /**
   * `copies`: where the browser keeps the replies between visits (localReferenceCopies). With a copy, the lists are
   * shown from it at once and only their version is asked (get_arrays version); they are asked again when it changed.
   */
  constructor(
    private readonly client: SocketClient,
    private language: () => string,
    private readonly copies?: ReferenceCopies,
  ) {
    makeAutoObservable<ReferenceStore, 'client' | 'language' | 'inFlight' | 'copies'>(
      this,
      { client: false, language: false, inFlight: false, copies: false },
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

  /** Requests only the lists neither cached nor already requested; resolves when all `names` are settled. */
  ensure(names: readonly ReferenceListName[] = START_REFERENCE_KEYS): Promise<void> {
    const missing = names.filter((name) => !this.has(name) && !this.inFlight.has(name));
    if (missing.length > 0) this.request(missing);
    const waits = names.map((name) => this.inFlight.get(name)).filter((wait) => wait !== undefined);
    return Promise.all(waits).then(() => undefined);
  }

  /** Takes the language from `language` from now on (the site's chosen locale); returns a stop function. */
  followLanguage(language: () => string): () => void {
    this.language = language;
    return reaction(language, () => {
      // Everything loaded or on its way, asked again in the new language.
      const names = [...new Set([...(Object.keys(this.lists) as ReferenceListName[]), ...this.inFlight.keys()])];
      if (names.length > 0) this.request(names);
    });
  }

  private request(names: ReferenceListName[]): void {
    const loading = this.fetch(names).finally(() => {
      names.forEach((name) => this.inFlight.get(name) === loading && this.inFlight.delete(name));
    });
    names.forEach((name) => this.inFlight.set(name, loading));
  }

  private apply(names: readonly ReferenceListName[], received: Partial<ReferenceLists>): void {
    runInAction(() => {
      for (const name of names) if (name in received) Object.assign(this.lists, { [name]: received[name] });
    });
  }

  private async fetch(names: ReferenceListName[]): Promise<void> {
    const language = this.language();
    const request = { type: names, language };
    const key = `${language}:${[...new Set(names)].sort().join(',')}`;
    try {
      const copy = this.copies?.read(key);
      if (copy) {
        this.apply(names, copy.lists);
        const { version } = await this.client.call('get_arrays', 'version', request);
        if (version === copy.version) return;
      }
      const received = await this.client.call('get_arrays', 'get', request);
      // A reply for a language the page has left is dropped: the change asked again.
      if (language !== this.language()) return;
      this.apply(names, received);
      this.copies?.write(key, { version: referenceListsVersion(received), lists: received });
    } catch (error) {
      // spec 1 §8: a non-success get_arrays reply is only logged.
      console.error('get_arrays get failed', error);
    }
  }
}
