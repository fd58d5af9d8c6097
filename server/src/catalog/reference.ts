// The reference-data loader: lists by name, cached in memory per process and per database.
import type { ReferenceListName, ReferenceLists } from '@mealplan/shared/protocol';
import type { Db } from '../db';
import { loaders } from './reference-loaders';

/** Lists whose content depends on the language; the others are cached once for every language. */
const LANGUAGE_DEPENDENT = new Set<ReferenceListName>(['lang']);

let cache = new WeakMap<Db, Map<string, Promise<unknown>>>();

function cacheKey(name: ReferenceListName, language: string): string {
  return LANGUAGE_DEPENDENT.has(name) ? `${name}:${language}` : name;
}

function cached<K extends ReferenceListName>(db: Db, name: K, language: string): Promise<ReferenceLists[K]> {
  let lists = cache.get(db);
  if (!lists) {
    lists = new Map();
    cache.set(db, lists);
  }
  const key = cacheKey(name, language);
  let pending = lists.get(key) as Promise<ReferenceLists[K]> | undefined;
  if (!pending) {
    const loader = loaders[name] as (db: Db, language: string) => Promise<ReferenceLists[K]>;
    pending = loader(db, language);
    lists.set(key, pending);
    const owner = lists;
    pending.catch(() => owner.delete(key));
  }
  return pending;
}

/** The requested lists by name (duplicates ignored). */
export async function loadReferenceLists(db: Db, keys: readonly ReferenceListName[], language = 'en'): Promise<Partial<ReferenceLists>> {
  const names = [...new Set(keys)];
  const values = await Promise.all(names.map((name) => cached(db, name, language)));
  return Object.fromEntries(names.map((name, index) => [name, values[index]]));
}

/** Forgets every cached list (call after the catalog changes). */
export function invalidateReferenceCache(): void {
  cache = new WeakMap();
}

/** The requested lists read from the database now (the get_arrays channel keeps them in the server's call cache). */
export async function readReferenceLists(db: Db, keys: readonly ReferenceListName[], language = 'en'): Promise<Partial<ReferenceLists>> {
  const names = [...new Set(keys)];
  const values = await Promise.all(names.map((name) => (loaders[name] as (db: Db, language: string) => Promise<unknown>)(db, language)));
  return Object.fromEntries(names.map((name, index) => [name, values[index]]));
}
