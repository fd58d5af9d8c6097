// Issue 23, "Repeat visits and bad networks": a read-only copy of the customer's menu for today and the next days,
// kept whenever the menu is read online (order get on /modify) so the signed-in page can show it when the browser is
// offline. One copy per browser, marked with a digest of the session's token: it is shown only to the session that kept
// it (another customer signed in on the same browser never sees it) and is cleared on sign-out.
import { del, get, set } from 'idb-keyval';
import { addDays, today } from '../time';
import { lazyIdbStore } from './lazyIdbStore';

/** How many days the copy holds: today and the six after it. */
export const OFFLINE_DAYS = 7;

/** A name as the catalogue has it (English title, Arabic title when there is one), shown in the page's language. */
export interface OfflineName {
  title: string;
  title_ar?: string;
}

export interface OfflineDish extends OfflineName {
  /** Calories of the dish, kcal. */
  kcal: number;
}

/** One meal of a day: its meal type and its dishes (the main dish, then its sides). */
export interface OfflineMeal {
  mealType: OfflineName;
  dishes: OfflineDish[];
}

export interface OfflineDay {
  /** Start of the day (00:00 Dubai), unix seconds. */
  day: number;
  meals: OfflineMeal[];
}

/** The stored copy. */
export interface OfflineMenu {
  /** SHA-256 of the session token that kept it (hex). */
  owner: string;
  /** When it was read from the server, unix seconds. */
  savedAt: number;
  days: OfflineDay[];
}

/** Where the copy lives: IndexedDB in the browser (idb-keyval), any key-value store of the same shape in tests. */
export interface OfflineStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

const COPY_KEY = 'menu';

/** IndexedDB database "mealplan-offline", store "copies"; opened on first use. */
export function indexedDbStorage(): OfflineStorage {
  const opened = lazyIdbStore('mealplan-offline', 'copies');
  return {
    get: (key) => get(key, opened()),
    set: (key, value) => set(key, value, opened()),
    del: (key) => del(key, opened()),
  };
}

/** SHA-256 of the token (hex); null where the browser has no Web Crypto (a page not served securely keeps no copy). */
export async function tokenOwner(token: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Today and the next days of `days` (today's start and later, in date order), at most OFFLINE_DAYS of them. */
export function upcomingDays(days: readonly OfflineDay[], now: number): OfflineDay[] {
  const first = today(now);
  const last = addDays(first, OFFLINE_DAYS - 1);
  return days
    .filter((entry) => entry.day >= first && entry.day <= last)
    .sort((a, b) => a.day - b.day)
    .slice(0, OFFLINE_DAYS);
}

const isCopy = (value: unknown): value is OfflineMenu =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OfflineMenu).owner === 'string' &&
  typeof (value as OfflineMenu).savedAt === 'number' &&
  Array.isArray((value as OfflineMenu).days);

/** Keeps, reads and clears the copy. */
export class OfflineMenuStore {
  constructor(private readonly storage: OfflineStorage = indexedDbStorage()) {}

  /** Keeps today's and the next days' menu for the session `token` (replacing any earlier copy). */
  async keep(token: string, days: readonly OfflineDay[], now: number): Promise<void> {
    const owner = await tokenOwner(token);
    if (!owner) return;
    const copy: OfflineMenu = { owner, savedAt: now, days: upcomingDays(days, now) };
    await this.storage.set(COPY_KEY, copy);
  }

  /** The copy kept by the session `token`, its past days left out; null when there is none for this session. */
  async read(token: string | null, now: number): Promise<OfflineMenu | null> {
    if (!token) return null;
    const [copy, owner] = await Promise.all([this.storage.get(COPY_KEY), tokenOwner(token)]);
    if (!isCopy(copy) || owner === null || copy.owner !== owner) return null;
    return { ...copy, days: upcomingDays(copy.days, now) };
  }

  /** Forgets the copy (sign-out). */
  clear(): Promise<void> {
    return this.storage.del(COPY_KEY);
  }
}

let browserStore: OfflineMenuStore | undefined;

/** The browser's copy, in IndexedDB (created on first use: nothing is opened on a page that never needs it). */
export function offlineMenuStore(): OfflineMenuStore {
  return (browserStore ??= new OfflineMenuStore());
}
