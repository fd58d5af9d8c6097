// The signed-in user kept on the device (doc 2 §3 "Stored on the device (persisted, encrypted)": user), in an
// encrypted record of its own (shared/src/device/encryptedRecord.ts): a signed-in page shows the customer (the header's
// name and initial, their language) as soon as it starts, before the session check answers; the check's answer then
// takes its place. SessionSync restores it, keeps it in step and clears it at logout. The record names the session
// it belongs to: a user kept for another session (another token) is never handed out.
import { EncryptedRecord, indexedDbKeyStore, type EncryptedRecordOptions } from '../device/encryptedRecord';
import { localStorageData } from '../device/localData';
import type { User } from '../protocol';

/** The user's ciphertext in localStorage; SessionSync removes it at once at logout. */
export const userData = localStorageData('mealplan.user');

/** What is written: the session's token (kept in clear beside it anyway) and the user the server sent. */
interface Stored {
  token: string;
  user: Partial<User>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each field the session copies out of the user (SessionStore.takeUser), and the types it may have when kept. */
const FIELD_TYPES: Record<string, ReadonlyArray<'string' | 'number' | 'boolean' | 'null'>> = {
  user_id: ['number'],
  email: ['string'],
  firstName: ['string'],
  lastName: ['string'],
  phone: ['string'],
  hasPlan: ['boolean'],
  renewPlan: ['boolean'],
  canBeRenewed: ['boolean'],
  planEndDate: ['number', 'null'],
  buildStep: ['number'],
  language: ['string', 'null'],
};
const typeOf = (value: unknown) => (value === null ? 'null' : typeof value);

/**
 * Whether a kept user can be shown. The record is authenticated (AES-GCM under this device's key) and was written from
 * what the server sent; an earlier release may have kept another shape, so the fields the session copies out are
 * checked here, without the protocol's schemas (zod and the schemas would add ~80 KiB to a signed-in page's start).
 */
function showable(user: Record<string, unknown>): boolean {
  return Object.entries(FIELD_TYPES).every(([field, types]) => user[field] === undefined || types.includes(typeOf(user[field]) as never));
}

/** The device copy of the signed-in user: restore, save and clear; every failure reads as "nothing stored". */
export class UserOnDevice {
  private readonly record: EncryptedRecord;

  constructor(options: Partial<EncryptedRecordOptions> = {}) {
    this.record = new EncryptedRecord({ ...options, keys: options.keys ?? indexedDbKeyStore('user'), data: options.data ?? userData });
  }

  /** The user kept for the session `token`, or null (none, another session's, unreadable). */
  async restore(token: string): Promise<Partial<User> | null> {
    const stored = await this.record.read();
    if (!isRecord(stored) || stored.token !== token || !isRecord(stored.user) || !showable(stored.user)) return null;
    return stored.user;
  }

  /** Encrypts and keeps the session's user, in place of what was kept. */
  save(token: string, user: Partial<User>): Promise<void> {
    return this.record.write({ token, user } satisfies Stored);
  }

  /** Forgets the user and its key (logout). */
  clear(): Promise<void> {
    return this.record.clear();
  }
}
