// The thank-you page's address save (profile getForDashboard saveAddressInfo, doc 2 §5.9) and voucher guessing: wrong
// codes are counted before the lookup, so a burst sent at once gets at most the limit checked (order checkVoucher and
// the checkout's update).
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { english } from '../support/english';
import { CHECKOUT_MESSAGES } from '../../src/orders/messages';
import { AREA_ID, EMIRATE_ID, planParams, startCheckoutServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

/** The voucher limit: 10 wrong codes per customer (server/src/adapters/rate-limits.ts voucherCodeUser). */
const VOUCHER_ATTEMPTS = 10;

describe('checkout address and voucher codes', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startCheckoutServer();
  });
  afterAll(() => env.close());

  const db = () => env.server.db;
  const address = {
    subtype: 'saveAddressInfo',
    default_home: 1,
    default_work: 0,
    userId: 1,
    street: 'Marina Walk',
    apts: 'Villa 12',
    area: AREA_ID,
    emirate: EMIRATE_ID,
    landmark: 'Marina Mall',
    locationlink: 'https://maps.app.goo.gl/AbC123',
    work_street: 'Sheikh Zayed Road',
    work_apts: 'Office 1201',
    work_area: AREA_ID,
    work_emirate: EMIRATE_ID,
    work_landmark: '',
    work_locationlink: '',
  };
  const save = (customer: SignedUp, data: unknown) => customer.client.call('profile', 'getForDashboard', data);
  const stored = async (customer: SignedUp) =>
    db().one<{ home_address: Record<string, unknown> | null; work_address: Record<string, unknown> | null; default_home: boolean }>(
      'SELECT home_address, work_address, default_home FROM users WHERE id = $1',
      [customer.userId],
    );

  it('saves the main and second address and answers its message', async () => {
    const customer = await signUp(env);
    expect(await save(customer, address)).toEqual({ type: 'saveAddressInfoOk', data: { message: english(CHECKOUT_MESSAGES.addressSaved) } });
    expect(await stored(customer)).toMatchObject({
      home_address: {
        street: 'Marina Walk',
        apartments: 'Villa 12',
        area: AREA_ID,
        emirate: EMIRATE_ID,
        landmark: 'Marina Mall',
        locationlink: 'https://maps.app.goo.gl/AbC123',
        default: true,
      },
      work_address: { street: 'Sheikh Zayed Road', apartments: 'Office 1201', default: false },
      default_home: true,
    });
  });

  it('checks the main address in the order of §5.9 with its messages, and saves nothing on a refusal', async () => {
    const customer = await signUp(env);
    const refused = async (data: Record<string, unknown>, message: string, field: string) => {
      const reply = await save(customer, { ...address, ...data });
      expect(reply).toMatchObject({ type: 'saveAddressInfoErr', data: { message, errors: { [field]: message } } });
    };
    await refused({ street: '', apts: '', emirate: null, area: null, locationlink: 'x' }, 'Please enter a street.', 'street');
    await refused({ apts: '  ', emirate: null }, 'Please enter a Apartment or Villa.', 'apts');
    await refused({ emirate: null, area: null }, 'Please select emirate.', 'emirate');
    await refused({ area: null }, 'Please select area.', 'area');
    // An area of another emirate is no choice of this one.
    await refused({ area: 201 }, 'Please select area.', 'area');
    for (const link of ['https://evil.example/maps', 'https://google.evil.com/maps/place/x', 'ftp://goo.gl/x', 'maps.app.goo.gl/x']) {
      await refused({ locationlink: link }, 'Invalid Google Maps URL', 'locationlink');
    }
    expect(await stored(customer)).toMatchObject({ home_address: null, work_address: null });
    // The second address is not validated.
    expect(await save(customer, { ...address, work_street: '', work_locationlink: 'not a link' })).toMatchObject({ type: 'saveAddressInfoOk' });
    // The third (public_) address is kept too, with its default flag.
    const withPublic = {
      ...address,
      default_home: 0,
      default_public: 1,
      public_street: 'Al Wasl Park',
      public_area: AREA_ID,
      public_emirate: EMIRATE_ID,
    };
    expect(await save(customer, withPublic)).toMatchObject({ type: 'saveAddressInfoOk' });
    expect(await db().one('SELECT public_address, default_public, default_home FROM users WHERE id = $1', [customer.userId])).toMatchObject({
      public_address: { street: 'Al Wasl Park', area: AREA_ID, emirate: EMIRATE_ID, default: true },
      default_public: true,
      default_home: false,
    });
    const guest = await env.connect();
    expect(await guest.call('profile', 'getForDashboard', address)).toMatchObject({
      type: 'saveAddressInfoErr',
      data: { message: 'Please sign in' },
    });
  });

  it('checkVoucher: of 30 codes sent at once (29 wrong, 1 right) at most the limit are looked up', async () => {
    const customer = await signUp(env);
    const codes = [...Array.from({ length: 29 }, (_, index) => `GUESS${index}`), 'WELCOME10'];
    const replies = await Promise.all(codes.map((code) => customer.client.call('order', 'checkVoucher', { code })));
    const checked = replies.filter(
      (reply) => reply.type === 'checkVoucherOk' || (reply.data as { message: string }).message === 'Wrong voucher code',
    );
    const limited = replies.filter((reply) => /Too many requests/.test((reply.data as { message?: string }).message ?? ''));
    expect(checked.length).toBeLessThanOrEqual(VOUCHER_ATTEMPTS);
    expect(limited.length).toBe(codes.length - checked.length);
    // The limit holds afterwards too: even the right code is refused for a while.
    expect(await customer.client.call('order', 'checkVoucher', { code: 'WELCOME10' })).toMatchObject({ type: 'checkVoucherErr' });
  });

  it("the checkout's update: of 30 codes sent at once at most the limit are looked up, none applied once limited", async () => {
    const customer = await signUp(env);
    const set = await customer.client.call('mobile_checkout', 'set', { checkoutPlanParams: planParams(env.clock.now), detailsData: [] });
    const { checkoutId } = set.data as { checkoutId: number };
    const codes = [...Array.from({ length: 29 }, (_, index) => `GUESS${index}`), 'WELCOME10'];
    const replies = await Promise.all(
      codes.map((code) =>
        customer.client.call('mobile_checkout', 'update', { checkoutId, details: { cutlery: 0, bag_price: 18_000, voucher_code: code } }),
      ),
    );
    const checked = replies.filter((reply) => reply.type === 'updateOk' || (reply.data as { message: string }).message === 'Wrong voucher code');
    expect(checked.length).toBeLessThanOrEqual(VOUCHER_ATTEMPTS);
    expect(replies.filter((reply) => /Too many requests/.test((reply.data as { message?: string }).message ?? ''))).toHaveLength(
      codes.length - checked.length,
    );
  });
});
