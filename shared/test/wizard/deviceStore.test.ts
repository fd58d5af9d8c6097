// The wizard kept on the device (doc 2 §3): encrypted with Web Crypto (node's implementation here), readable only by
// its customer, gone after clear (logout).
import type { WizardDraft } from '../../src/protocol';
import { memoryStores, nodeCrypto } from '../device/memoryDevice';
import { rememberingKeyStore, restartedDraft, restartWizard, WizardDeviceStore, type RememberedKey } from '../../src/wizard';

const draft: WizardDraft = {
  planParams: { step: 3, build: 'new', mealType: [1, 3, 5], mealPlan: 20, diet: 30, date: 1_800_000_000, deliverySlot: 11, cutlery: true },
  mealPlan: { '1800000000': { '1': 101, '3': 102, '5': 103 } },
  customPlans: [{ mealType_id: 1, data: [[101, 104]] }],
};

function store(stores: Pick<ReturnType<typeof memoryStores>, 'keys' | 'data'> = memoryStores()) {
  return {
    stores,
    device: new WizardDeviceStore({ keys: stores.keys, data: stores.data, ...nodeCrypto }),
  };
}

describe('the wizard on the device', () => {
  it('round-trips the state, encrypted under a key that cannot be exported', async () => {
    const stores = memoryStores();
    const { device } = store(stores);
    await device.save(7, draft);
    expect(stores.stored()).not.toContain('mealType');
    expect(stores.stored()).not.toContain('1800000000');
    expect(stores.key()?.extractable).toBe(false);
    await expect(device.load(7)).resolves.toEqual(draft);
  });

  it('uses a fresh IV for every write', async () => {
    const stores = memoryStores();
    const { device } = store(stores);
    await device.save(7, draft);
    const first = stores.stored();
    await device.save(7, draft);
    expect(stores.stored()).not.toBe(first);
  });

  it('hands nothing to another customer, and nothing after clear', async () => {
    const stores = memoryStores();
    const { device } = store(stores);
    await device.save(7, draft);
    await expect(device.load(8)).resolves.toBeNull();
    await device.clear();
    expect(stores.stored()).toBeNull();
    expect(stores.key()).toBeUndefined();
    await expect(device.load(7)).resolves.toBeNull();
  });

  it('writes nothing from a save that was on its way when the device was cleared (logout)', async () => {
    const stores = memoryStores();
    const { device } = store(stores);
    const saving = device.save(7, draft);
    await device.clear();
    await saving;
    expect(stores.stored()).toBeNull();
    await expect(device.load(7)).resolves.toBeNull();
    // A save begun after the clear is kept.
    await device.save(7, draft);
    await expect(device.load(7)).resolves.toEqual(draft);
  });

  it('reads a tampered or foreign ciphertext as nothing stored', async () => {
    const stores = memoryStores();
    const { device } = store(stores);
    await device.save(7, draft);
    const bytes = Buffer.from(stores.stored()!, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    stores.data.set(bytes.toString('base64'));
    await expect(device.load(7)).resolves.toBeNull();
  });

  it('stores nothing without Web Crypto (never clear text)', async () => {
    const stores = memoryStores();
    const device = new WizardDeviceStore({ ...stores, subtle: undefined, getRandomValues: undefined });
    await device.save(7, draft);
    expect(stores.stored()).toBeNull();
  });
});

describe('the key, read once per page', () => {
  // Two copies of the module on one page (the shell's and the planner's) over the same IndexedDB.
  function page() {
    const idb = memoryStores();
    const memory: RememberedKey = { key: undefined, generation: 0 };
    const copy = () => store({ keys: rememberingKeyStore(idb.keys, memory), data: idb.data }).device;
    return { idb, shell: copy(), planner: copy() };
  }

  it('reads the key from IndexedDB once: a save after that is one encrypt, so a reload right after a change keeps it', async () => {
    const { idb, planner } = page();
    await planner.save(7, draft);
    const readsAfterFirstSave = idb.reads();
    await planner.save(7, { ...draft, mealPlan: {} });
    await planner.save(7, draft);
    await expect(planner.load(7)).resolves.toEqual(draft);
    expect(idb.reads()).toBe(readsAfterFirstSave);
  });

  it("sees a clear made through another copy (the session's logout): the next save makes a new key and is readable", async () => {
    const { idb, shell, planner } = page();
    await planner.save(7, draft);
    const firstKey = idb.key();
    await shell.clear();
    await planner.save(8, draft);
    expect(idb.key()).toBeDefined();
    expect(idb.key()).not.toBe(firstKey);
    await expect(shell.load(8)).resolves.toEqual(draft);
    await expect(planner.load(8)).resolves.toEqual(draft);
  });

  it('writes nothing from a save that a clear through another copy overtook', async () => {
    const { idb, shell, planner } = page();
    await planner.save(7, draft);
    const saving = planner.save(7, { ...draft, mealPlan: {} });
    await shell.clear();
    await saving;
    expect(idb.stored()).toBeNull();
  });

  it('hands out nothing from a read that a clear overtook', async () => {
    const idb = memoryStores();
    await idb.keys.put((await nodeCrypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt'])) as CryptoKey);
    const memory: RememberedKey = { key: undefined, generation: 0 };
    const keys = rememberingKeyStore(idb.keys, memory);
    const reading = keys.get();
    await keys.delete();
    await expect(reading).resolves.toBeUndefined();
    expect(memory.key).toBeUndefined();
  });
});

describe('Build my meal plan / Renew meal plan from home', () => {
  it('sets step 1 and the build type and clears the meal plan, keeping the other choices', () => {
    const restarted = restartedDraft(draft, 'new');
    expect(restarted.planParams).toMatchObject({ step: 1, build: 'new', mealType: [1, 3, 5], diet: 30, date: 1_800_000_000 });
    expect(restarted.mealPlan).toEqual({});
  });

  it('drops the start date when the build type changes (its earliest start changed)', () => {
    expect(restartedDraft(draft, 'renew').planParams).toMatchObject({ step: 1, build: 'renew', date: null });
    expect(restartedDraft(null, 'renew').planParams).toEqual({ mealType: [], step: 1, build: 'renew', date: null });
  });

  it('writes the restarted wizard on the device', async () => {
    const { device } = store();
    await device.save(7, draft);
    await restartWizard(7, 'new', device);
    await expect(device.load(7)).resolves.toMatchObject({ planParams: { step: 1 }, mealPlan: {} });
  });
});
