import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { ReferenceListName, ReferenceLists } from '../protocol';
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

/**
 * The get_arrays cache: each list requested once, in the page's language; typed by the protocol. Some lists carry
 * names in the requested language (areas, categories, medical conditions…), so when the language changes the lists
 * already loaded are fetched again (the old ones stay shown until the new ones arrive).
 */
export class ReferenceStore {
  lists: Partial<ReferenceLists> = {};
  private readonly inFlight = new Map<ReferenceListName, Promise<void>>();

  constructor(
    private readonly client: SocketClient,
    private language: () => string,
  ) {
    makeAutoObservable<ReferenceStore, 'client' | 'language' | 'inFlight'>(
      this,
      { client: false, language: false, inFlight: false },
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

  private async fetch(names: ReferenceListName[]): Promise<void> {
    const language = this.language();
    try {
      const received = await this.client.call('get_arrays', 'get', { type: names, language });
      // A reply for a language the page has left is dropped: the change asked again.
      if (language !== this.language()) return;
      runInAction(() => {
        for (const name of names) if (name in received) Object.assign(this.lists, { [name]: received[name] });
      });
    } catch (error) {
      // spec 1 §8: a non-success get_arrays reply is only logged.
      console.error('get_arrays get failed', error);
    }
  }
}
