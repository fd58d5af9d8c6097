// The renewal page's store (doc 2 §4.5 "Renewal", decision 4): mobile_checkout renew with the path's action, the
// checkoutId of the prepared plan, and the server's refusal kept for the page.
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { renewActionOf, RenewStore } from '../src/features/renew/renewStore';

describe('renewActionOf', () => {
  it.each([
    ['samemenu', 'samemenu'],
    ['defaultmenu', 'defaultmenu'],
    [undefined, null],
    ['', null],
    ['SameMenu', null],
    ['othermenu', null],
  ] as const)('%s → %s', (path, action) => {
    expect(renewActionOf(path)).toBe(action);
  });
});

describe('RenewStore', () => {
  it.each(['samemenu', 'defaultmenu'] as const)('prepares the %s renewal on the server and answers its checkoutId', async (action) => {
    const { client, calls } = fakeCallClient({ 'mobile_checkout renew': { checkoutId: 77 } });
    const store = new RenewStore(client);
    const renewing = store.renew(action);
    expect(store.busy).toBe(true);
    expect(await renewing).toBe(77);
    expect(store.busy).toBe(false);
    expect(store.error).toBeNull();
    expect(calls).toEqual([{ channel: 'mobile_checkout', key: 'renew', data: { action } }]);
  });

  it("keeps the server's refusal for the page and answers null; the next attempt clears it", async () => {
    let refuse = true;
    const { client } = fakeCallClient({
      'mobile_checkout renew': () => {
        if (refuse) throw Object.assign(new Error('Your plan cannot be renewed yet.'), { messageId: 'orders.notRenewable' });
        return { checkoutId: 5 };
      },
    });
    const store = new RenewStore(client);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await store.renew('samemenu')).toBeNull();
    log.mockRestore();
    expect(store.error).toMatchObject({ message: 'Your plan cannot be renewed yet.', messageId: 'orders.notRenewable' });
    expect(store.busy).toBe(false);
    refuse = false;
    expect(await store.renew('samemenu')).toBe(5);
    expect(store.error).toBeNull();
  });

  it('a second click while one renewal is on its way asks nothing more', async () => {
    const { client, calls } = fakeCallClient({ 'mobile_checkout renew': { checkoutId: 3 } });
    const store = new RenewStore(client);
    const [first, second] = await Promise.all([store.renew('defaultmenu'), store.renew('defaultmenu')]);
    expect([first, second]).toEqual([3, null]);
    expect(calls).toHaveLength(1);
  });
});
