// The wizard's state kept on the device (doc 2 §3 "Stored on the device (persisted, encrypted)"): plan params, meal
// plan and custom plans, in an encrypted record of its own (shared/src/device/encryptedRecord.ts). Reference data is
// never stored. The session's logout clears it (shared/src/session/SessionSync.ts), so this module lives in shared: the
// clearing works even when the planner remote was never loaded. A state saved by another customer on the same device is
// not handed out.
import { wizardDraft, type WizardDraft } from '../protocol/channels/order';
import { EncryptedRecord, indexedDbKeyStore, type EncryptedRecordOptions } from '../device/encryptedRecord';
import { localStorageDataStore } from './deviceData';

export { localStorageDataStore } from './deviceData';
export { indexedDbKeyStore, rememberingKeyStore } from '../device/encryptedRecord';
export type { DataStore, KeyStore, RememberedKey } from '../device/encryptedRecord';

export type DeviceStoreOptions = Partial<EncryptedRecordOptions>;

/** What is written: whose state it is, and the state. */
interface Stored {
  userId: number;
  draft: WizardDraft;
}

/** The device copy of the wizard: load, save and clear; every failure reads as "nothing stored". */
export class WizardDeviceStore {
  private readonly record: EncryptedRecord;

  constructor(options: DeviceStoreOptions = {}) {
    this.record = new EncryptedRecord({ ...options, keys: options.keys ?? indexedDbKeyStore('wizard'), data: options.data ?? localStorageDataStore });
  }

  /** Web Crypto is there (a secure context): without it nothing is stored, never in clear text. */
  get available(): boolean {
    return this.record.available;
  }

  /** The customer's stored wizard, or null (none, another customer's, unreadable). */
  async load(userId: number): Promise<WizardDraft | null> {
    const stored = (await this.record.read()) as Partial<Stored> | null | undefined;
    if (stored?.userId !== userId) return null;
    const draft = wizardDraft.safeParse(stored.draft);
    return draft.success ? draft.data : null;
  }

  /** Encrypts and keeps the customer's wizard state. */
  save(userId: number, draft: WizardDraft): Promise<void> {
    return this.record.write({ userId, draft } satisfies Stored);
  }

  /** Forgets the state and its key (logout): the ciphertext goes at once, the key right after. */
  clear(): Promise<void> {
    return this.record.clear();
  }
}
