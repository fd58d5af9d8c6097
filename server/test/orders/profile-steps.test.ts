import { english } from '../support/english';
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { latestBirthday } from '@mealplan/shared/domain';
import { addDays } from '@mealplan/shared/time';
import { ACCOUNT_TEST_TIMEOUT_MS, MANY_SIGN_UPS, signUp, startAccountsServer, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { HOME_ADDRESS, mainProfileStep, orderFixture, orderRequest, wizardDraft } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe("profile set: the wizard's preferences, main and delivery scenarios", () => {
  let env: AccountsTestServer;
  let alice: SignedUp;
  let bob: SignedUp;

  beforeAll(async () => {
    env = await startAccountsServer({ seed: true, callLimits: MANY_SIGN_UPS });
    [alice, bob] = [await signUp(env), await signUp(env)];
  });
  afterAll(() => env.close());

  const db = () => env.server.db;
  const userRow = (userId: number) =>
    db().one<Record<string, unknown>>(
      `SELECT first_name, last_name, phone, gender, weight_g, height_cm::float AS height_cm, birthday, medical_conditions, email, language,
         preferences, notes, allergies, dislikes, home_address, work_address, public_address, default_home, default_work, delivery_instructions
       FROM users WHERE id = $1`,
      [userId],
    );

  describe('preferences', () => {
    it("saves likes & notes, allergies and dislikes for the session's user, whatever user_id says", async () => {
      const before = await userRow(bob.userId);
      const reply = await alice.client.call('profile', 'set', {
        scenario: 'preferences',
        preferences: 'More fish please',
        allergies: [1, 2, 2],
        dislikes: [5],
        notes: 'No onions',
        user_id: bob.userId,
      });
      expect(reply).toMatchObject({ type: 'setOk', data: { message: 'Your preferences are saved.' } });
      // The user the page holds carries the dish preferences its dish lists filter by (spec 2 §5.8).
      expect(reply).toMatchObject({ data: { user: { allergies: [1, 2], dislikes: [5], dishlikes: [], dishdislikes: [], eliminate_groups: [] } } });
      expect(await userRow(alice.userId)).toMatchObject({ preferences: 'More fish please', allergies: [1, 2], dislikes: [5], notes: 'No onions' });
      expect(await userRow(bob.userId)).toEqual(before);
    });

    it('saves eliminated food groups when sent, keeps them when left out, and refuses groups not in the list', async () => {
      const saved = await alice.client.call('profile', 'set', {
        scenario: 'preferences',
        preferences: '',
        allergies: [],
        dislikes: [],
        eliminate_groups: [14, 2, 14],
      });
      expect(saved).toMatchObject({ type: 'setOk', data: { user: { eliminate_groups: [14, 2] } } });
      const kept = await alice.client.call('profile', 'set', { scenario: 'preferences', preferences: '', allergies: [], dislikes: [] });
      expect(kept).toMatchObject({ type: 'setOk', data: { user: { eliminate_groups: [14, 2] } } });
      const refused = await alice.client.call('profile', 'set', {
        scenario: 'preferences',
        preferences: '',
        allergies: [],
        dislikes: [],
        eliminate_groups: [999_999],
      });
      expect(refused).toMatchObject({
        type: 'setErr',
        data: { message: 'Please choose the food groups to leave out from the list.', errors: { eliminate_groups: expect.any(String) } },
      });
      const prefs = await alice.client.call('profile', 'getForDashboard', { subtype: 'getPrefs' });
      expect(prefs).toMatchObject({ type: 'getPrefsOk', data: { eliminate_groups: [14, 2] } });
    });

    it("getPrefs answers the session's own preferences, whatever user id is sent", async () => {
      await alice.client.call('profile', 'set', { scenario: 'preferences', preferences: 'Less salt', allergies: [3], dislikes: [4, 6] });
      const reply = await alice.client.call('profile', 'getForDashboard', { subtype: 'getPrefs', userId: bob.userId });
      expect(reply).toMatchObject({ type: 'getPrefsOk', data: { preferences: 'Less salt', allergies: [3], dislikes: [4, 6], dishdislikes: [] } });
      const bobs = await bob.client.call('profile', 'getForDashboard', { subtype: 'getPrefs' });
      expect(bobs).toMatchObject({ type: 'getPrefsOk', data: { allergies: [], dislikes: [] } });
    });

    it('refuses ingredients that are not in the list, and changes nothing', async () => {
      const before = await userRow(alice.userId);
      const reply = await alice.client.call('profile', 'set', { scenario: 'preferences', preferences: '', allergies: [999_999], dislikes: [] });
      expect(reply).toMatchObject({
        type: 'setErr',
        data: { message: 'Please choose allergies and dislikes from the list.', errors: { allergies: expect.any(String) } },
      });
      expect(await userRow(alice.userId)).toEqual(before);
    });
  });

  describe('main', () => {
    const main = (overrides: Record<string, unknown> = {}) => mainProfileStep(alice.registration.email, env.clock.now, overrides);

    it('saves the profile fields at their limits', async () => {
      expect(await alice.client.call('profile', 'set', main({ firstName: 'Leila', weight: 500_000, height: 300 }))).toMatchObject({
        type: 'setOk',
        data: {
          message: 'Your profile is saved.',
          user: { user_id: alice.userId, firstName: 'Leila', phone: '507654321', language: 'ar', medicalCondition: [1] },
        },
      });
      expect(await userRow(alice.userId)).toMatchObject({
        phone: '507654321',
        gender: 'female',
        weight_g: 500_000,
        height_cm: 300,
        birthday: latestBirthday(env.clock.now),
        medical_conditions: [1],
        language: 'ar',
      });
      expect(await alice.client.call('profile', 'set', main())).toMatchObject({ type: 'setOk' });
      expect(await userRow(alice.userId)).toMatchObject({ weight_g: 68_401, height_cm: 165.25 });
    });

    it("keeps the activity level of the daily targets and sends the body data back in the session's user", async () => {
      const reply = await alice.client.call('profile', 'set', main({ activityLevel: 'active' }));
      expect(reply).toMatchObject({
        type: 'setOk',
        data: { user: { gender: 'female', weight: 68_401, height: 165.25, birthday: latestBirthday(env.clock.now), activityLevel: 'active' } },
      });
      expect(await alice.client.call('profile', 'set', main())).toMatchObject({ type: 'setOk', data: { user: { activityLevel: 'active' } } });
      const unknown = await alice.client.call('profile', 'set', main({ activityLevel: 'athlete' }) as never);
      expect(unknown).toMatchObject({ type: 'setErr' });
      expect(await alice.client.call('profile', 'set', main({ activityLevel: null }))).toMatchObject({ data: { user: { activityLevel: null } } });
    });

    it('answers an error on each field that breaks a limit, and changes nothing', async () => {
      const before = await userRow(alice.userId);
      const reply = await alice.client.call(
        'profile',
        'set',
        main({
          firstName: ' ',
          weight: 500_001,
          height: 170.005,
          birthday: addDays(latestBirthday(env.clock.now), 1),
          phone: '12345',
          email: bob.registration.email,
          medicalCondition: [999],
        }),
      );
      expect(reply).toMatchObject({
        type: 'setErr',
        data: {
          message: 'First name cannot be blank',
          errors: {
            firstName: 'First name cannot be blank',
            weight: 'Weight must be between 0 and 500 kg, in steps of 0.001.',
            height: 'Height must be between 0 and 300 cm, in steps of 0.01.',
            birthday: 'You must be at least 18 years old.',
            phone: english(ACCOUNT_MESSAGES.phoneInvalid),
            email: english(ACCOUNT_MESSAGES.emailTaken),
            medicalCondition: 'Please choose medical conditions from the list.',
          },
        },
      });
      expect((await alice.client.call('profile', 'set', main({ email: 'not-an-email' }))).data).toMatchObject({
        errors: { email: english(ACCOUNT_MESSAGES.emailInvalid) },
      });
      expect((await alice.client.call('profile', 'set', main({ phone: '+44 7700 900123' }))).data).toMatchObject({
        errors: { phone: english(ACCOUNT_MESSAGES.phoneInvalid) },
      });
      expect(await userRow(alice.userId)).toEqual(before);
    });
  });

  describe('delivery', () => {
    const home = HOME_ADDRESS;
    const delivery = (overrides: Record<string, unknown> = {}) => ({
      scenario: 'delivery',
      homeAddress: home,
      workAddress: null,
      publicAddress: null,
      deliveryInstructions: 'Call on arrival',
      ...overrides,
    });

    it("saves the addresses and instructions of the session's user only", async () => {
      const before = await userRow(bob.userId);
      const work = { emirate: 2, area: 201, street: 'Corniche Road', apartments: 'Office 3', default: false };
      expect(await alice.client.call('profile', 'set', delivery({ workAddress: work, user_id: bob.userId }))).toMatchObject({
        type: 'setOk',
        // The saved details come back in the user, so the step shows them when the customer returns.
        data: {
          message: 'Your delivery details are saved.',
          user: { homeAddress: home, workAddress: work, publicAddress: null, deliveryInstructions: 'Call on arrival' },
        },
      });
      expect(await userRow(alice.userId)).toMatchObject({
        home_address: home,
        work_address: work,
        public_address: null,
        default_home: true,
        default_work: false,
        delivery_instructions: 'Call on arrival',
      });
      expect(await userRow(bob.userId)).toEqual(before);
    });

    it("answers per-block errors and '<label> cannot be blank' on every field of an empty block, and changes nothing", async () => {
      const before = await userRow(alice.userId);
      const empty = await alice.client.call('profile', 'set', delivery({ homeAddress: null }));
      expect(empty).toMatchObject({
        type: 'setErr',
        data: {
          message: 'Emirate cannot be blank',
          errors: {
            'homeAddress.emirate': 'Emirate cannot be blank',
            'homeAddress.area': 'Area cannot be blank',
            'homeAddress.street': 'Street cannot be blank',
            'homeAddress.apartments': 'Apartment or Villa cannot be blank',
            'homeAddress.landmark': 'Landmark cannot be blank',
            'homeAddress.locationlink': 'Google Maps link cannot be blank',
          },
        },
      });
      const mixed = await alice.client.call(
        'profile',
        'set',
        delivery({
          homeAddress: { ...home, area: 201, locationlink: 'https://example.com/map' },
          publicAddress: { street: 'Jumeirah Beach Road' },
          workAddress: { emirate: 1, area: 102, street: 'Sheikh Zayed Road', apartments: 'Tower 2', default: true },
          deliveryInstructions: 'x'.repeat(501),
        }),
      );
      expect((mixed.data as { errors: Record<string, string> }).errors).toEqual({
        'homeAddress.area': 'Please select area.',
        'homeAddress.locationlink': 'Invalid Google Maps URL',
        'publicAddress.emirate': 'Emirate cannot be blank',
        'publicAddress.area': 'Area cannot be blank',
        'publicAddress.apartments': 'Apartment or Villa cannot be blank',
        'workAddress.default': 'Home and work addresses cannot both be the default.',
        deliveryInstructions: 'Delivery instructions must be at most 500 characters',
      });
      expect(await userRow(alice.userId)).toEqual(before);
    });
  });
});

describe('order drafts: Save for Later', () => {
  let env: AccountsTestServer;

  beforeAll(async () => {
    env = await startAccountsServer({ seed: true, callLimits: MANY_SIGN_UPS });
  });
  afterAll(() => env.close());

  it('keeps one draft per customer, shows it to that customer only, and clears it when the order is placed', async () => {
    const [alice, bob] = [await signUp(env), await signUp(env)];
    const fixture = await orderFixture(env.server.db, env.clock.now);
    const draft = wizardDraft(fixture, 3, { [String(fixture.days[0])]: { '1': fixture.dishes[1]![0]! } });
    expect(await alice.client.call('order', 'getDraft', {})).toMatchObject({ type: 'getDraftOk', data: { draft: null } });
    // A user_id in the payload is not the spec's and is ignored (issue 39): the draft is Alice's, never Bob's.
    expect(await alice.client.call('order', 'saveDraft', { draft, user_id: bob.userId })).toMatchObject({ type: 'saveDraftOk' });
    expect((await bob.client.call('order', 'getDraft', {})).data).toEqual({ draft: null });
    expect(await alice.client.call('order', 'saveDraft', { draft })).toMatchObject({
      type: 'saveDraftOk',
      data: { message: 'Your data is saved. Please add this page to bookmarks and complete your menu modify later.' },
    });
    expect((await alice.client.call('order', 'getDraft', {})).data).toEqual({ draft });
    const updated = { ...draft, planParams: { ...draft.planParams, step: 4 } };
    await alice.client.call('order', 'saveDraft', { draft: updated });
    expect((await alice.client.call('order', 'getDraft', {})).data).toEqual({ draft: updated });
    // The step the draft reached is the user's buildStep, so another device's wizard opens there.
    const preferences = { scenario: 'preferences', preferences: '', allergies: [], dislikes: [] };
    expect(await alice.client.call('profile', 'set', preferences)).toMatchObject({ data: { user: { buildStep: 4 } } });
    expect(await bob.client.call('profile', 'set', preferences)).toMatchObject({ data: { user: { buildStep: 0 } } });
    expect((await bob.client.call('order', 'getDraft', {})).data).toEqual({ draft: null });
    expect(await alice.client.call('order', 'saveDraft', { draft: { ...draft, planParams: { ...draft.planParams, step: 9 } } })).toMatchObject({
      type: 'saveDraftErr',
    });

    expect((await alice.client.call('order', 'set', orderRequest(fixture))).type).toBe('setOk');
    expect((await alice.client.call('order', 'getDraft', {})).data).toEqual({ draft: null });
  });
});
