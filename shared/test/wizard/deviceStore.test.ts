// The wizard kept on the device (doc 2 §3): encrypted with Web Crypto (node's implementation here), readable only by
// its customer, gone after clear (logout).
import { webcrypto } from 'node:crypto';
import type { WizardDraft } from '../../src/protocol';
import { restartedDraft, restartWizard, WizardDeviceStore, type DataStore, type KeyStore } from '../../src/wizard';

function memoryStores() {
  let key: CryptoKey | undefined;
  let text: string | null = null;
  const keys: KeyStore = {
    get: () => Promise.resolve(key),
    put: (value) => Promise.resolve(void (key = value)),
    delete: () => Promise.resolve(void (key = undefined)),
  };
  const data: DataStore = { get: () => text, set: (value) => void (text = value), remove: () => void (text = null) };
  return { keys, data, stored: () => text, key: () => key };
}

const draft: WizardDraft = {
  planParams: { step: 3, build: 'new', mealType: [1, 3, 5], mealPlan: 20, diet: 30, date: 1_800_000_000, deliverySlot: 11, cutlery: true },
  mealPlan: { '1800000000': { '1': 101, '3': 102, '5': 103 } },
  customPlans: [{ mealType_id: 1, data: [[101, 104]] }],
};

function store(stores = memoryStores()) {
  return {
    stores,
    device: new WizardDeviceStore({
      ...stores,
      subtle: webcrypto.subtle as SubtleCrypto,
      getRandomValues: (array) => webcrypto.getRandomValues(array),
    }),
  };
}

describe('the wizard on the device', () => {
  it('round-trips the state, encrypted under a key that cannot be exported', async () => {
    const { device, stores } = store();
    await device.save(7, draft);
    expect(stores.stored()).not.toContain('mealType');
    expect(stores.stored()).not.toContain('1800000000');
    expect(stores.key()?.extractable).toBe(false);
    await expect(device.load(7)).resolves.toEqual(draft);
  });

  it('uses a fresh IV for every write', async () => {
    const { device, stores } = store();
    await device.save(7, draft);
    const first = stores.stored();
    await device.save(7, draft);
    expect(stores.stored()).not.toBe(first);
  });

  it('hands nothing to another customer, and nothing after clear', async () => {
    const { device, stores } = store();
    await device.save(7, draft);
    await expect(device.load(8)).resolves.toBeNull();
    await device.clear();
    expect(stores.stored()).toBeNull();
    expect(stores.key()).toBeUndefined();
    await expect(device.load(7)).resolves.toBeNull();
  });

  it('writes nothing from a save that was on its way when the device was cleared (logout)', async () => {
    const { device, stores } = store();
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
    const { device, stores } = store();
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
