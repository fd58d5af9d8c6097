import { makeAutoObservable, runInAction } from 'mobx';
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
] as const;

/** The get_arrays cache: each key requested once, language taken from the session. */
export class ReferenceStore {
  lists: Record<string, unknown> = {};
  private readonly inFlight = new Map<string, Promise<void>>();

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

  has(key: string): boolean {
    return key in this.lists;
  }

  get<T = unknown>(key: string): T | undefined {
    return this.lists[key] as T | undefined;
  }

  /** Requests only the keys neither cached nor already requested; resolves when all `keys` are settled. */
  ensure(keys: readonly string[] = START_REFERENCE_KEYS): Promise<void> {
    const missing = keys.filter((key) => !this.has(key) && !this.inFlight.has(key));
    if (missing.length > 0) {
      const loading = this.fetch(missing);
      missing.forEach((key) => this.inFlight.set(key, loading));
    }
    const waits = keys.map((key) => this.inFlight.get(key)).filter((wait) => wait !== undefined);
    return Promise.all(waits).then(() => undefined);
  }

  private async fetch(keys: string[]): Promise<void> {
    try {
      const data = await this.client.request('get_arrays', 'get', { type: keys, language: this.language() });
      const received = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
      runInAction(() => {
        for (const key of keys) if (key in received) this.lists[key] = received[key];
      });
    } catch (error) {
      // spec 1 §8: a non-success get_arrays reply is only logged.
      console.error('get_arrays get failed', error);
    } finally {
      keys.forEach((key) => this.inFlight.delete(key));
    }
  }
}
