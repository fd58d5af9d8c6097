// The signed-in user kept on the device (doc 2 §3): encrypted with Web Crypto (node's implementation here), handed out
// only for the session it was kept for, gone after clear (logout).
import { UserOnDevice } from '../../src/session/userOnDevice';
import { memoryStores, nodeCrypto } from '../device/memoryDevice';

const user = { user_id: 5, firstName: 'Lina', lastName: 'Saleh', email: 'lina@example.com', phone: '+971501234567', language: 'ar' as const };

describe('the user on the device', () => {
  it('round-trips the user of the session, encrypted under a key that cannot be exported', async () => {
    const stores = memoryStores();
    const device = new UserOnDevice({ ...stores, ...nodeCrypto });
    await device.save('token-1', user);
    expect(stores.stored()).not.toContain('Lina');
    expect(stores.stored()).not.toContain('lina@example.com');
    expect(stores.key()?.extractable).toBe(false);
    await expect(device.restore('token-1')).resolves.toEqual(user);
  });

  it('hands nothing out for another session, nor after clear', async () => {
    const stores = memoryStores();
    const device = new UserOnDevice({ ...stores, ...nodeCrypto });
    await device.save('token-1', user);
    await expect(device.restore('token-2')).resolves.toBeNull();
    await device.clear();
    expect(stores.stored()).toBeNull();
    expect(stores.key()).toBeUndefined();
    await expect(device.restore('token-1')).resolves.toBeNull();
  });

  it('reads a changed or unreadable ciphertext as nothing kept', async () => {
    const stores = memoryStores();
    const device = new UserOnDevice({ ...stores, ...nodeCrypto });
    await device.save('token-1', user);
    const text = stores.stored()!;
    stores.data.set(`${text.slice(0, -6)}AAAAAA`);
    await expect(device.restore('token-1')).resolves.toBeNull();
    stores.data.set('not base64 at all!');
    await expect(device.restore('token-1')).resolves.toBeNull();
  });

  it('hands out nothing kept with a field of the wrong type (another release’s shape)', async () => {
    const stores = memoryStores();
    const device = new UserOnDevice({ ...stores, ...nodeCrypto });
    await device.save('token-1', { ...user, firstName: 42 } as unknown as typeof user);
    await expect(device.restore('token-1')).resolves.toBeNull();
    await device.save('token-1', { ...user, planEndDate: null, language: null });
    await expect(device.restore('token-1')).resolves.toMatchObject({ firstName: 'Lina', planEndDate: null });
  });

  it('keeps nothing without Web Crypto (an insecure context), never in clear text', async () => {
    const stores = memoryStores();
    const device = new UserOnDevice({ ...stores, subtle: undefined, getRandomValues: undefined });
    await device.save('token-1', user);
    expect(stores.stored()).toBeNull();
    await expect(device.restore('token-1')).resolves.toBeNull();
  });

  it('writes nothing from a save that was on its way when the device was cleared (logout)', async () => {
    const stores = memoryStores();
    const device = new UserOnDevice({ ...stores, ...nodeCrypto });
    const saving = device.save('token-1', user);
    await device.clear();
    await saving;
    expect(stores.stored()).toBeNull();
  });
});
