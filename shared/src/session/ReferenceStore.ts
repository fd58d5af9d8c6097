import { makeAutoObservable, runInAction } from 'mobx';
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

/** The get_arrays cache: each list requested once, language taken from the session; typed by the protocol. */
export class ReferenceStore {
  lists: Partial<ReferenceLists> = {};
  private readonly inFlight = new Map<ReferenceListName, Promise<void>>();

  constructor(
    private readonly client: SocketClient,
    private readonly language: () => string,
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
    if (missing.length > 0) {
      const loading = this.fetch(missing);
      missing.forEach((name) => this.inFlight.set(name, loading));
    }
    const waits = names.map((name) => this.inFlight.get(name)).filter((wait) => wait !== undefined);
    return Promise.all(waits).then(() => undefined);
  }

  private async fetch(names: ReferenceListName[]): Promise<void> {
    try {
      const received = await this.client.call('get_arrays', 'get', { type: names, language: this.language() });
      runInAction(() => {
        for (const name of names) if (name in received) Object.assign(this.lists, { [name]: received[name] });
      });
    } catch (error) {
      // spec 1 §8: a non-success get_arrays reply is only logged.
      console.error('get_arrays get failed', error);
    } finally {
      names.forEach((name) => this.inFlight.delete(name));
    }
  }
}
