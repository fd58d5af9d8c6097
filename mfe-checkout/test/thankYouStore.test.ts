// The thank-you page's store (doc 2 §2.3 "Thank-you page", §5.9, §7 saveAddressInfo): the home address on file in
// words, the form's first values, the §5.9 checks in their order with their messages, and the saved payload.
import { ADDRESS_OUTSIDE_SLOT_MESSAGE, domainCatalogues } from '@mealplan/shared/domain';
import type { Address } from '@mealplan/shared/protocol';
import { ReferenceStore, type SocketClient } from '@mealplan/shared/session';
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { ThankYouStore, type AddressValues, type DeliveryAddressValues } from '../src/features/thankyou/thankYouStore';

const emirates = [
  { id: 1, name: 'Dubai' },
  { id: 2, name: 'Abu Dhabi' },
];
const areas = [
  { id: 11, name: 'Jumeirah', emirate_id: 1 },
  { id: 12, name: 'Al Barsha', emirate_id: 1 },
  { id: 21, name: 'Al Reem Island', emirate_id: 2 },
];
const home: Address = { street: ' 12 Al Wasl Road ', apartments: 'Villa 4', emirate: 1, area: 12, landmark: 'Near the park', locationlink: '' };
const work: Address = { street: 'Sheikh Zayed Road', apartments: 'Office 1203', emirate: 2, area: 21, landmark: '' };

const englishOf = (id: string) => (domainCatalogues.en as Record<string, string>)[id];

function setUp(
  user: { homeAddress?: Address | null; workAddress?: Address | null } = { homeAddress: home, workAddress: work },
  save?: () => unknown,
) {
  const { client, calls } = fakeCallClient({
    'get_arrays get': ({ type }: { type: string[] }) => Object.fromEntries(type.map((name) => [name, name === 'allEmirates' ? emirates : areas])),
    'profile getForDashboard:saveAddressInfo': save ?? { message: 'Your address is saved.' },
  });
  const references = new ReferenceStore(client as unknown as SocketClient, () => 'en');
  const store = new ThankYouStore(client, { user, user_id: 9 }, references);
  return { store, calls };
}

const blank: AddressValues = { street: '', apts: '', emirate: '', area: '', landmark: '', locationlink: '' };
const good: AddressValues = { street: 'Al Wasl Road', apts: 'Villa 4', emirate: '1', area: '12', landmark: '', locationlink: '' };
const form = (main: Partial<AddressValues>, second: Partial<AddressValues> = {}): DeliveryAddressValues => ({
  main: { ...good, ...main },
  second: { ...blank, ...second },
});

describe('the address on file', () => {
  it('shows street, apartment, area, emirate and landmark, with names for the ids, once the places are loaded', async () => {
    const { store, calls } = setUp();
    expect(store.placesLoaded).toBe(false);
    await store.loadPlaces();
    expect(store.placesLoaded).toBe(true);
    expect(calls).toEqual([
      { channel: 'get_arrays', key: 'get', data: { type: ['allEmirates'], language: 'en' } },
      { channel: 'get_arrays', key: 'get', data: { type: ['areasListFull'], language: 'en' } },
    ]);
    expect(store.homeAddress).toEqual({
      street: '12 Al Wasl Road',
      apartment: 'Villa 4',
      area: 'Al Barsha',
      emirate: 'Dubai',
      landmark: 'Near the park',
    });
  });

  it.each([
    ['no home address', { homeAddress: null }],
    ['an empty home address', { homeAddress: { street: ' ', apartments: '', emirate: null, area: null } }],
  ])('has none with %s (the page offers "No Address, Please update Address")', async (_case, user) => {
    const { store } = setUp(user);
    await store.loadPlaces();
    expect(store.homeAddress).toBeNull();
    expect(store.initialValues.main).toEqual(blank);
  });

  it("starts the form with the home address as 'Main Address' and the work address as '2nd Address'", () => {
    const { store } = setUp();
    expect(store.initialValues).toEqual({
      main: { street: '12 Al Wasl Road', apts: 'Villa 4', emirate: '1', area: '12', landmark: 'Near the park', locationlink: '' },
      second: { street: 'Sheikh Zayed Road', apts: 'Office 1203', emirate: '2', area: '21', landmark: '', locationlink: '' },
    });
  });

  it('offers the areas of the chosen emirate only, none before an emirate is chosen', async () => {
    const { store } = setUp();
    await store.loadPlaces();
    expect(store.areasOf('1').map((area) => area.name)).toEqual(['Jumeirah', 'Al Barsha']);
    expect(store.areasOf('2').map((area) => area.name)).toEqual(['Al Reem Island']);
    expect(store.areasOf('')).toEqual([]);
  });
});

describe('§5.9: the main address is checked in order', () => {
  it.each([
    ['street', { street: '  ' }, 'Please enter a street.'],
    ['apts', { apts: '' }, 'Please enter a Apartment or Villa.'],
    ['emirate', { emirate: '', area: '' }, 'Please select emirate.'],
    ['area', { area: '' }, 'Please select area.'],
    ['locationlink', { locationlink: 'https://example.com/maps/place' }, 'Invalid Google Maps URL'],
    ['locationlink', { locationlink: 'maps.app.goo.gl/abc' }, 'Invalid Google Maps URL'],
  ] as const)('%s: %j says "%s"', (field, change, english) => {
    const { store } = setUp();
    const check = store.validate(form(change));
    expect(check.valid).toBe(false);
    expect(englishOf(check.message as string)).toBe(english);
    expect(englishOf(check.errors[field] as string)).toBe(english);
  });

  it('reports the first failing check first: street before apartment before emirate before area before the link', () => {
    const { store } = setUp();
    const check = store.validate(form({ ...blank, locationlink: 'nope' }));
    expect(englishOf(check.message as string)).toBe('Please enter a street.');
    expect(Object.keys(check.errors)).toEqual(['street', 'apts', 'emirate', 'area', 'locationlink']);
    expect(englishOf(store.validate(form({ apts: '', emirate: '' })).message as string)).toBe('Please enter a Apartment or Villa.');
    expect(englishOf(store.validate(form({ emirate: '', area: '', locationlink: 'x' })).message as string)).toBe('Please select emirate.');
  });

  it.each(['', 'https://maps.app.goo.gl/AbC123', 'https://goo.gl/maps/xyz', 'https://www.google.com/maps/place/Dubai', 'http://maps.google.ae/?q=1'])(
    'accepts a complete address with the map link %j',
    (locationlink) => {
      const { store } = setUp();
      expect(store.validate(form({ locationlink }))).toEqual({ valid: true, message: null, errors: {} });
    },
  );

  it('does not check the 2nd address', () => {
    const { store } = setUp();
    expect(store.validate(form({}, { street: '', locationlink: 'not a link' })).valid).toBe(true);
  });
});

describe('saving', () => {
  it('sends both addresses with saveAddressInfo (main as the default home address) and answers the server message', async () => {
    const { store, calls } = setUp();
    const saving = store.save(form({ street: ' Al Wasl Road ', landmark: 'Blue gate', locationlink: 'https://maps.app.goo.gl/x1' }, work2()));
    expect(store.saving).toBe(true);
    expect(await saving).toBe('Your address is saved.');
    expect(store.saving).toBe(false);
    expect(calls).toEqual([
      {
        channel: 'profile',
        key: 'getForDashboard:saveAddressInfo',
        data: {
          subtype: 'saveAddressInfo',
          userId: 9,
          default_home: 1,
          default_work: 0,
          street: 'Al Wasl Road',
          apts: 'Villa 4',
          emirate: 1,
          area: 12,
          landmark: 'Blue gate',
          locationlink: 'https://maps.app.goo.gl/x1',
          work_street: 'Sheikh Zayed Road',
          work_apts: 'Office 1203',
          work_emirate: 2,
          work_area: null,
          work_landmark: '',
          work_locationlink: '',
        },
      },
    ]);
  });

  it("passes the server's refusal on and is ready again", async () => {
    const { store } = setUp(undefined, () => {
      throw new Error('Please select area.');
    });
    await expect(store.save(form({}))).rejects.toThrow('Please select area.');
    expect(store.saving).toBe(false);
  });
});

function work2(): Partial<AddressValues> {
  return { street: 'Sheikh Zayed Road', apts: 'Office 1203', emirate: '2', area: '' };
}

describe("the main address and the plan's delivery time (issue 37 item 8)", () => {
  const slots = [
    { id: 11, name: 'early', display_name: '5:00 AM - 8:00 AM', emirate_id: 1 },
    { id: 21, name: 'early', display_name: '5:00 AM - 8:00 AM', emirate_id: 2 },
  ];
  function withPlan(order: () => unknown) {
    const { client, calls } = fakeCallClient({
      'get_arrays get': ({ type }: { type: string[] }) =>
        Object.fromEntries(type.map((name) => [name, name === 'slotsList' ? slots : name === 'allEmirates' ? emirates : areas])),
      'order get': order,
    });
    const references = new ReferenceStore(client as unknown as SocketClient, () => 'en');
    return { store: new ThankYouStore(client, { user: { homeAddress: home, workAddress: work }, user_id: 9 }, references), calls };
  }
  const abuDhabi: Partial<AddressValues> = { emirate: '2', area: '21' };

  it("refuses, on the main address's emirate, an emirate other than the one of the plan's delivery time", async () => {
    const { store, calls } = withPlan(() => ({ mealPlan: {}, planParams: { id: 5, deliverySlot: 11 } }));
    expect(store.validate(form(abuDhabi)).valid).toBe(true);
    await store.loadPlanSlot();
    expect(calls.map((call) => `${call.channel} ${call.key}`).sort()).toEqual(['get_arrays get', 'order get']);
    const check = store.validate(form(abuDhabi));
    expect(check).toEqual({ valid: false, message: ADDRESS_OUTSIDE_SLOT_MESSAGE, errors: { emirate: ADDRESS_OUTSIDE_SLOT_MESSAGE } });
    expect(englishOf(check.message as string)).toBe(
      'Your delivery time is for another emirate: choose an address in that emirate, or change your delivery time.',
    );
    expect(store.validate(form({})).valid).toBe(true);
    // The §5.9 checks come first.
    expect(store.validate(form({ ...abuDhabi, street: '' })).errors).toEqual({ street: 'checkout.enterStreet' });
  });

  it('compares nothing without a plan', async () => {
    const { store } = withPlan(() => {
      throw new Error('You have no plan.');
    });
    await store.loadPlanSlot();
    expect(store.planSlotEmirate).toBeNull();
    expect(store.validate(form(abuDhabi)).valid).toBe(true);
  });
});
