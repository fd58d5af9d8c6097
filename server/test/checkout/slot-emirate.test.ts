// Slot and address agree (issue 37 item 8): a delivery slot of one emirate and the address the meals go to, in
// another, are refused on the field the customer fixes, in the four places that save one or the other: the checkout's
// step 3 (mobile_checkout set), the wizard's order (order set) and its address step (profile set 'delivery'), the
// thank-you page's and /modify/address's address (profile getForDashboard saveAddressInfo). A refusal changes nothing.
import { SLOT_OUTSIDE_ADDRESS_MESSAGE, ADDRESS_OUTSIDE_SLOT_MESSAGE } from '@mealplan/shared/domain';
import { addDays, today } from '@mealplan/shared/time';
import { insertPaidOrder } from '../../src/orders/store/seeded-order';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { modifyRequest, orderSnapshot } from '../modify-order/support';
import { HOME_ADDRESS, orderFixture, orderRequest, orderRowCounts, type OrderFixture } from '../orders/support';
import { english } from '../support/english';
import { checkoutRowCounts, planParams, renewablePlan, startCheckoutServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const DUBAI = 1;
const DUBAI_AREA = 101;
const DUBAI_SLOT = 11;
const ABU_DHABI = 2;
const ABU_DHABI_AREA = 201;
const ABU_DHABI_SLOT = 21;

const SLOT_MESSAGE = english(SLOT_OUTSIDE_ADDRESS_MESSAGE);
const ADDRESS_MESSAGE = english(ADDRESS_OUTSIDE_SLOT_MESSAGE);

/** saveAddressInfo of the thank-you page: the main (home) address delivered to, in this emirate and area. */
const thankYouAddress = (emirate: number, area: number, overrides: Record<string, unknown> = {}) => ({
  subtype: 'saveAddressInfo',
  default_home: 1,
  default_work: 0,
  street: 'Marina Walk',
  apts: 'Villa 12',
  area,
  emirate,
  landmark: '',
  locationlink: '',
  ...overrides,
});

/** saveAddressInfo of /modify/address delivering to the work address (home and work both filled in). */
const deliverToWork = (home: [number, number], work: [number, number]) => ({
  ...thankYouAddress(home[0], home[1]),
  default_home: 0,
  default_work: 1,
  work_street: 'Sheikh Zayed Road',
  work_apts: 'Office 1201',
  work_emirate: work[0],
  work_area: work[1],
  work_landmark: '',
  work_locationlink: '',
});

describe('slot and address agree (issue 37 item 8)', () => {
  let env: AccountsTestServer;
  let fixture: OrderFixture;
  beforeAll(async () => {
    env = await startCheckoutServer();
    fixture = await orderFixture(env.server.db, env.clock.now);
  });
  afterAll(() => env.close());

  const db = () => env.server.db;
  const saveAddress = (customer: SignedUp, data: unknown) => customer.client.call('profile', 'getForDashboard', data);
  const addresses = (customer: SignedUp) =>
    db().one<{ home_address: unknown; work_address: unknown; default_home: boolean; default_work: boolean }>(
      'SELECT home_address, work_address, default_home, default_work FROM users WHERE id = $1',
      [customer.userId],
    );
  /** A customer whose meals go to an address in this emirate (saved as on the thank-you page, with no plan yet). */
  const customerIn = async (emirate: number, area: number) => {
    const customer = await signUp(env);
    expect(await saveAddress(customer, thankYouAddress(emirate, area))).toMatchObject({ type: 'saveAddressInfoOk' });
    return customer;
  };
  const checkoutParams = (emirate: number, slot: number, extra: Record<string, unknown> = {}) => ({
    checkoutPlanParams: { ...planParams(env.clock.now), emirate, slot_id: slot, ...extra },
    detailsData: [],
  });
  const wizardOrder = (slot: number) => ({ ...orderRequest(fixture), deliverySlot: slot });

  describe('the checkout (mobile_checkout set)', () => {
    it('refuses a Dubai slot for an Abu Dhabi address on the slot field, and saves no plan', async () => {
      const customer = await customerIn(ABU_DHABI, ABU_DHABI_AREA);
      const before = await checkoutRowCounts(db(), customer.userId);
      expect(await customer.client.call('mobile_checkout', 'set', checkoutParams(DUBAI, DUBAI_SLOT))).toMatchObject({
        type: 'setErr',
        data: { message: SLOT_MESSAGE, errors: { slot_id: SLOT_MESSAGE } },
      });
      expect(await checkoutRowCounts(db(), customer.userId)).toEqual(before);
    });

    it('accepts the slot of the address’s emirate, and refuses changing the saved plan to another emirate', async () => {
      const customer = await customerIn(ABU_DHABI, ABU_DHABI_AREA);
      const set = await customer.client.call('mobile_checkout', 'set', checkoutParams(ABU_DHABI, ABU_DHABI_SLOT));
      expect(set).toMatchObject({ type: 'setOk' });
      const { checkoutId } = set.data as { checkoutId: number };
      const before = await checkoutRowCounts(db(), customer.userId);
      expect(await customer.client.call('mobile_checkout', 'set', checkoutParams(DUBAI, DUBAI_SLOT, { id: checkoutId }))).toMatchObject({
        type: 'setErr',
        data: { errors: { slot_id: SLOT_MESSAGE } },
      });
      expect(await checkoutRowCounts(db(), customer.userId)).toEqual(before);
      expect(await db().one('SELECT slot_id FROM orders WHERE id = $1', [checkoutId])).toEqual({ slot_id: ABU_DHABI_SLOT });
    });

    it('accepts any slot while no address is on file', async () => {
      const customer = await signUp(env);
      expect(await customer.client.call('mobile_checkout', 'set', checkoutParams(DUBAI, DUBAI_SLOT))).toMatchObject({ type: 'setOk' });
    });

    it('answers in Arabic on an Arabic socket', async () => {
      const customer = await customerIn(ABU_DHABI, ABU_DHABI_AREA);
      expect((await customer.client.call('profile', 'set', { scenario: 'language', language: 'ar' })).type).toBe('setOk');
      expect(await customer.client.call('mobile_checkout', 'set', checkoutParams(DUBAI, DUBAI_SLOT))).toMatchObject({
        type: 'setErr',
        data: { message: 'وقت التوصيل هذا غير متاح في إمارة عنوانك.', errors: { slot_id: 'وقت التوصيل هذا غير متاح في إمارة عنوانك.' } },
      });
    });

    it("reads the session's customer's address, never the one of a user id in the payload; a guest is refused", async () => {
      const dubai = await customerIn(DUBAI, DUBAI_AREA);
      const abuDhabi = await customerIn(ABU_DHABI, ABU_DHABI_AREA);
      expect(await abuDhabi.client.call('mobile_checkout', 'set', checkoutParams(DUBAI, DUBAI_SLOT, { user_id: dubai.userId }))).toMatchObject({
        type: 'setErr',
        data: { errors: { slot_id: SLOT_MESSAGE } },
      });
      expect(await dubai.client.call('mobile_checkout', 'set', checkoutParams(DUBAI, DUBAI_SLOT, { user_id: abuDhabi.userId }))).toMatchObject({
        type: 'setOk',
      });
      expect(await checkoutRowCounts(db(), abuDhabi.userId)).toMatchObject({ orders: 0 });
      const guest = await env.connect();
      expect(await guest.call('mobile_checkout', 'set', checkoutParams(DUBAI, DUBAI_SLOT))).toMatchObject({
        type: 'setErr',
        data: { message: 'Please sign in' },
      });
    });
  });

  describe('the wizard (order set, profile set delivery)', () => {
    it('refuses placing a Dubai slot for an Abu Dhabi address on the deliverySlot field, and places nothing', async () => {
      const customer = await customerIn(ABU_DHABI, ABU_DHABI_AREA);
      const before = await orderRowCounts(db(), customer.userId);
      expect(await customer.client.call('order', 'set', wizardOrder(DUBAI_SLOT))).toMatchObject({
        type: 'setErr',
        data: { message: SLOT_MESSAGE, errors: { deliverySlot: SLOT_MESSAGE } },
      });
      expect(await orderRowCounts(db(), customer.userId)).toEqual(before);
      expect(await customer.client.call('order', 'set', wizardOrder(ABU_DHABI_SLOT))).toMatchObject({ type: 'setOk' });
      expect(await db().one("SELECT slot_id FROM orders WHERE user_id = $1 AND status = 'pending'", [customer.userId])).toEqual({
        slot_id: ABU_DHABI_SLOT,
      });
    });

    it('compares with the work address when the meals go there (the wizard’s address step saved it as the default)', async () => {
      const customer = await signUp(env);
      const work = { ...HOME_ADDRESS, emirate: ABU_DHABI, area: ABU_DHABI_AREA, default: true };
      const delivery = {
        scenario: 'delivery',
        homeAddress: { ...HOME_ADDRESS, default: false },
        workAddress: work,
        publicAddress: null,
        deliveryInstructions: '',
      };
      expect(await customer.client.call('profile', 'set', delivery)).toMatchObject({ type: 'setOk' });
      const before = await orderRowCounts(db(), customer.userId);
      expect(await customer.client.call('order', 'set', wizardOrder(DUBAI_SLOT))).toMatchObject({
        type: 'setErr',
        data: { errors: { deliverySlot: SLOT_MESSAGE } },
      });
      expect(await orderRowCounts(db(), customer.userId)).toEqual(before);
    });

    it("the address step refuses an address outside the slot of the customer's placed plan, on the emirate of the delivered-to block", async () => {
      const customer = await customerIn(DUBAI, DUBAI_AREA);
      expect(await customer.client.call('order', 'set', wizardOrder(DUBAI_SLOT))).toMatchObject({ type: 'setOk' });
      const before = await addresses(customer);
      const delivery = (homeAddress: unknown) => ({
        scenario: 'delivery',
        homeAddress,
        workAddress: null,
        publicAddress: null,
        deliveryInstructions: '',
      });
      expect(await customer.client.call('profile', 'set', delivery({ ...HOME_ADDRESS, emirate: ABU_DHABI, area: ABU_DHABI_AREA }))).toMatchObject({
        type: 'setErr',
        data: { message: ADDRESS_MESSAGE, errors: { 'homeAddress.emirate': ADDRESS_MESSAGE } },
      });
      expect(await addresses(customer)).toEqual(before);
      expect(await customer.client.call('profile', 'set', delivery({ ...HOME_ADDRESS, street: 'The Walk' }))).toMatchObject({ type: 'setOk' });
    });

    it("compares with the session's customer's own address (the payload names no user); a guest is refused", async () => {
      const dubai = await customerIn(DUBAI, DUBAI_AREA);
      const abuDhabi = await customerIn(ABU_DHABI, ABU_DHABI_AREA);
      expect(await abuDhabi.client.call('order', 'set', wizardOrder(DUBAI_SLOT))).toMatchObject({
        type: 'setErr',
        data: { errors: { deliverySlot: SLOT_MESSAGE } },
      });
      expect(await dubai.client.call('order', 'set', wizardOrder(DUBAI_SLOT))).toMatchObject({ type: 'setOk' });
      expect(await orderRowCounts(db(), abuDhabi.userId)).toMatchObject({ orders: 0 });
      expect(await orderRowCounts(db(), dubai.userId)).toMatchObject({ orders: 1 });
      const guest = await env.connect();
      expect(await guest.call('order', 'set', wizardOrder(DUBAI_SLOT))).toMatchObject({ type: 'setErr', data: { message: 'Please sign in' } });
    });
  });

  describe('the plan page (order modify)', () => {
    it("refuses changing the plan's delivery time to one of another emirate than the address, and changes nothing", async () => {
      const customer = await customerIn(DUBAI, DUBAI_AREA);
      const placed = await customer.client.call('order', 'set', wizardOrder(DUBAI_SLOT));
      const plan = { orderId: (placed.data as { orderId: number }).orderId, fixture };
      const before = await orderSnapshot(db(), plan.orderId);
      expect(await customer.client.call('order', 'modify', modifyRequest(plan, {}, { deliverySlot: ABU_DHABI_SLOT }))).toMatchObject({
        type: 'modifyErr',
        data: { message: SLOT_MESSAGE, errors: { deliverySlot: SLOT_MESSAGE } },
      });
      expect(await orderSnapshot(db(), plan.orderId)).toEqual(before);
      expect(await customer.client.call('order', 'modify', modifyRequest(plan, {}, { deliverySlot: 12 }))).toMatchObject({ type: 'modifyOk' });
      expect(await db().one('SELECT slot_id FROM orders WHERE id = $1', [plan.orderId])).toEqual({ slot_id: 12 });
    });
  });

  describe('the thank-you address and /modify/address (saveAddressInfo)', () => {
    /** A customer with a paid plan delivered at a Dubai time, and a Dubai address on file. */
    const dubaiPlanCustomer = async () => {
      const customer = await customerIn(DUBAI, DUBAI_AREA);
      await renewablePlan(db(), customer.userId, env.clock.now);
      return customer;
    };

    it('refuses an Abu Dhabi main address for a plan delivered at a Dubai time, on the emirate field, and saves nothing', async () => {
      const customer = await dubaiPlanCustomer();
      const before = await addresses(customer);
      expect(await saveAddress(customer, thankYouAddress(ABU_DHABI, ABU_DHABI_AREA))).toMatchObject({
        type: 'saveAddressInfoErr',
        data: { message: ADDRESS_MESSAGE, errors: { emirate: ADDRESS_MESSAGE } },
      });
      expect(await addresses(customer)).toEqual(before);
      expect(await saveAddress(customer, thankYouAddress(DUBAI, 102, { street: 'JLT Cluster D' }))).toMatchObject({ type: 'saveAddressInfoOk' });
    });

    it('/modify/address: checks the work address when the meals go there, on work_emirate', async () => {
      const customer = await dubaiPlanCustomer();
      const before = await addresses(customer);
      expect(await saveAddress(customer, deliverToWork([DUBAI, DUBAI_AREA], [ABU_DHABI, ABU_DHABI_AREA]))).toMatchObject({
        type: 'saveAddressInfoErr',
        data: { message: ADDRESS_MESSAGE, errors: { work_emirate: ADDRESS_MESSAGE } },
      });
      expect(await addresses(customer)).toEqual(before);
      // The home address is not delivered to: it may be elsewhere.
      expect(await saveAddress(customer, deliverToWork([ABU_DHABI, ABU_DHABI_AREA], [DUBAI, DUBAI_AREA]))).toMatchObject({
        type: 'saveAddressInfoOk',
      });
      expect(await addresses(customer)).toMatchObject({ default_home: false, default_work: true, work_address: { emirate: DUBAI } });
    });

    it('a plan placed and not yet paid counts, and the checkout plan; a plan that has ended and a cancelled one do not', async () => {
      const pending = await customerIn(DUBAI, DUBAI_AREA);
      expect(await pending.client.call('order', 'set', wizardOrder(DUBAI_SLOT))).toMatchObject({ type: 'setOk' });
      expect(await saveAddress(pending, thankYouAddress(ABU_DHABI, ABU_DHABI_AREA))).toMatchObject({
        type: 'saveAddressInfoErr',
        data: { errors: { emirate: ADDRESS_MESSAGE } },
      });

      const moved = await customerIn(DUBAI, DUBAI_AREA);
      const { orderId } = await renewablePlan(db(), moved.userId, env.clock.now);
      await db().query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [orderId]);
      const ended = addDays(today(env.clock.now), -40);
      await insertPaidOrder(db(), moved.userId, {
        dietId: 30,
        planId: 5,
        mealTypes: [1, 3],
        excludeWeekDay: [],
        days: [ended, addDays(ended, 1)],
        menu: {},
        slotId: DUBAI_SLOT,
        emirateId: DUBAI,
        price: 1,
        bagPrice: 0,
        fullPrice: 1,
        createdAt: env.clock.now - 50 * 86_400,
        paidAt: env.clock.now - 50 * 86_400,
      });
      // A checkout plan about to be paid at a Dubai time holds the address in Dubai, until it is removed (Delete & Startover).
      const set = await moved.client.call('mobile_checkout', 'set', checkoutParams(DUBAI, DUBAI_SLOT));
      const before = await addresses(moved);
      expect(await saveAddress(moved, thankYouAddress(ABU_DHABI, ABU_DHABI_AREA))).toMatchObject({
        type: 'saveAddressInfoErr',
        data: { errors: { emirate: ADDRESS_MESSAGE } },
      });
      expect(await addresses(moved)).toEqual(before);
      const { checkoutId } = set.data as { checkoutId: number };
      expect(await moved.client.call('mobile_checkout', 'remove', { checkoutId })).toMatchObject({ type: 'removeOk' });
      expect(await saveAddress(moved, thankYouAddress(ABU_DHABI, ABU_DHABI_AREA))).toMatchObject({ type: 'saveAddressInfoOk' });
      // A Dubai time is then refused for the Abu Dhabi address.
      expect(await moved.client.call('mobile_checkout', 'set', checkoutParams(DUBAI, DUBAI_SLOT))).toMatchObject({
        type: 'setErr',
        data: { errors: { slot_id: SLOT_MESSAGE } },
      });
    });

    it("the wizard's address step leaves a checkout plan out (the wizard's order replaces it)", async () => {
      const customer = await customerIn(DUBAI, DUBAI_AREA);
      expect(await customer.client.call('mobile_checkout', 'set', checkoutParams(DUBAI, DUBAI_SLOT))).toMatchObject({ type: 'setOk' });
      const homeAddress = { ...HOME_ADDRESS, emirate: ABU_DHABI, area: ABU_DHABI_AREA };
      expect(
        await customer.client.call('profile', 'set', {
          scenario: 'delivery',
          homeAddress,
          workAddress: null,
          publicAddress: null,
          deliveryInstructions: '',
        }),
      ).toMatchObject({ type: 'setOk' });
      expect(await customer.client.call('order', 'set', wizardOrder(ABU_DHABI_SLOT))).toMatchObject({ type: 'setOk' });
    });

    it("reads the session's customer's plans, never those of a user id in the payload; a guest is refused", async () => {
      const withPlan = await dubaiPlanCustomer();
      const withoutPlan = await signUp(env);
      const before = await addresses(withPlan);
      expect(await saveAddress(withoutPlan, thankYouAddress(ABU_DHABI, ABU_DHABI_AREA, { userId: withPlan.userId }))).toMatchObject({
        type: 'saveAddressInfoOk',
      });
      expect(await addresses(withPlan)).toEqual(before);
      expect(await addresses(withoutPlan)).toMatchObject({ home_address: { emirate: ABU_DHABI } });
      expect(await saveAddress(withPlan, thankYouAddress(ABU_DHABI, ABU_DHABI_AREA, { userId: withoutPlan.userId }))).toMatchObject({
        type: 'saveAddressInfoErr',
        data: { errors: { emirate: ADDRESS_MESSAGE } },
      });
      const guest = await env.connect();
      expect(await guest.call('profile', 'getForDashboard', thankYouAddress(DUBAI, DUBAI_AREA))).toMatchObject({
        type: 'saveAddressInfoErr',
        data: { message: 'Please sign in' },
      });
    });
  });
});
