// The dashboard's profile getForDashboard reads and saves (spec 3 §2 Dashboard, §3, §7 Channel profile, §8) over a
// real socket on a real database: every call with good and bad data, and another customer's settings, plan and
// order can be neither read nor changed whatever userId a payload names.
import { addMonths, today } from '@mealplan/shared/time';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import serverEnglish from '../../src/i18n/en.json';
import { english } from '../support/english';
import { renewablePlan, startCheckoutServer } from '../checkout/support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('profile getForDashboard: the dashboard', () => {
  let env: AccountsTestServer;
  let alice: SignedUp;
  let bob: SignedUp;
  beforeAll(async () => {
    env = await startCheckoutServer();
    [alice, bob] = [await signUp(env), await signUp(env)];
  });
  afterAll(() => env.close());

  const db = () => env.server.db;
  const call = (customer: SignedUp, subtype: string, fields: Record<string, unknown> = {}) =>
    customer.client.call('profile', 'getForDashboard', { subtype, userId: customer.userId, ...fields });
  const row = (userId: number) =>
    db().one<Record<string, unknown>>(
      `SELECT email, phone, company, birthday::float8 AS birthday, medical_conditions, weight_g, height_cm::float8 AS height_cm, start_weight_g,
         goal_weight_g, dislikes, eliminate_groups, dish_likes, dish_dislikes FROM users WHERE id = $1`,
      [userId],
    );
  const ids = async (table: string, limit = 3) =>
    (await db().query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id LIMIT $1`, [limit])).map((r) => r.id);
  const eighteenYearsAgo = () => addMonths(today(env.clock.now), -12 * 18);

  describe('personal details (saveMainInfo, getMainSettingsInfo)', () => {
    const details = { email: 'alice.dashboard@example.com', company: 'Emirates NBD', phone: '50 123 4567' };

    it('saves the details with their message and reads them back', async () => {
      const birthday = addMonths(eighteenYearsAgo(), -12 * 12);
      const reply = await call(alice, 'saveMainInfo', { ...details, birthday });
      expect(reply).toEqual({ type: 'saveMainInfoOk', data: { message: 'Your personal details are saved.' } });
      expect(await row(alice.userId)).toMatchObject({ email: details.email, phone: '501234567', company: 'Emirates NBD', birthday });
      expect(await call(alice, 'getMainSettingsInfo')).toMatchObject({
        type: 'getMainSettingsInfoOk',
        data: { email: details.email, phone: '501234567', company: 'Emirates NBD', birthday, medical: [], homeAddress: null, default_home: false },
      });
    });

    it('refuses a bad phone, a taken email and a birthday under 18 years with field errors and changes nothing', async () => {
      const before = await row(alice.userId);
      const refused = async (fields: Record<string, unknown>, field: string, message: string) => {
        const reply = await call(alice, 'saveMainInfo', { ...details, birthday: null, ...fields });
        expect(reply).toMatchObject({ type: 'saveMainInfoErr', data: { message, errors: { [field]: message } } });
      };
      await refused({ phone: '12' }, 'phone', english('account.phoneInvalid'));
      await refused({ email: (await row(bob.userId))!.email }, 'email', english('account.emailTaken'));
      await refused({ birthday: eighteenYearsAgo() + 86_400 }, 'birthday', english('profileStep.minimumAge'));
      expect((await call(alice, 'saveMainInfo', { ...details, email: 'not an email', birthday: null })).type).toBe('saveMainInfoErr');
      expect(await row(alice.userId)).toEqual(before);
    });
  });

  it('saveMedicalInfo saves known conditions and refuses unknown ones', async () => {
    const conditions = await ids('medical_conditions', 2);
    expect(await call(alice, 'saveMedicalInfo', { medical: conditions })).toEqual({
      type: 'saveMedicalInfoOk',
      data: { message: 'Your medical conditions are saved.' },
    });
    expect((await row(alice.userId))!.medical_conditions).toEqual(conditions);
    expect(await call(alice, 'saveMedicalInfo', { medical: [999_999] })).toMatchObject({
      type: 'saveMedicalInfoErr',
      data: { message: english('profileStep.unknownMedicalCondition'), errors: { medical: english('profileStep.unknownMedicalCondition') } },
    });
    expect((await row(alice.userId))!.medical_conditions).toEqual(conditions);
    expect((await call(alice, 'getMainSettingsInfo')).data).toMatchObject({ medical: conditions });
  });

  describe('inline edits (saveProfData)', () => {
    it.each([
      ['weight', 72_500, 'weight_g'],
      ['start_weight', 80_000, 'start_weight_g'],
      ['goal_weight', 65_000, 'goal_weight_g'],
      ['height', 168, 'height_cm'],
    ])('saves %s', async (theaction, value, column) => {
      expect(await call(alice, 'saveProfData', { theaction, value })).toEqual({
        type: 'saveProfDataOk',
        data: { message: 'Your profile is updated.' },
      });
      expect((await row(alice.userId))![column]).toBe(value);
    });

    it('saves a birthday at least 18 years back', async () => {
      const birthday = addMonths(eighteenYearsAgo(), -1);
      expect((await call(alice, 'saveProfData', { theaction: 'birthday', value: birthday })).type).toBe('saveProfDataOk');
      expect((await row(alice.userId))!.birthday).toBe(birthday);
    });

    it.each([
      ['weight', 0, 'Please enter value'],
      ['goal_weight', 500_001, english('profileStep.weightRange')],
      ['height', 301, english('profileStep.heightRange')],
      ['birthday', 0, null],
    ])('refuses %s %p with its message and keeps the value', async (theaction, value, message) => {
      const before = await row(alice.userId);
      const data = value === 0 && theaction === 'birthday' ? eighteenYearsAgo() + 86_400 : value;
      const expected = message ?? english('profileStep.minimumAge');
      expect(await call(alice, 'saveProfData', { theaction, value: data })).toMatchObject({
        type: 'saveProfDataErr',
        data: { message: expected, errors: { [theaction]: expected } },
      });
      expect(await row(alice.userId)).toEqual(before);
    });

    // (The progress module's own 'Please enter value', progress.missingValue, belongs to /progress.)
    it("answers a missing value with the one id of 'Please enter value' that the plan requests answer with too", async () => {
      const refusal = await call(alice, 'saveProfData', { theaction: 'height', value: 0 });
      expect(refusal).toMatchObject({ type: 'saveProfDataErr', data: { message: 'Please enter value', messageId: 'planAction.enterValue' } });
      const request = await call(alice, 'sendPauseRequest', { text: '   ' });
      expect(request).toMatchObject({ data: { message: 'Please enter value', messageId: 'planAction.enterValue' } });
      const ids = Object.entries(serverEnglish).filter(([id, text]) => text === 'Please enter value' && !id.startsWith('progress.'));
      expect(ids.map(([id]) => id)).toEqual(['planAction.enterValue']);
    });

    it('refuses an action it does not know', async () => {
      expect((await call(alice, 'saveProfData', { theaction: 'waist', value: 80 })).type).toBe('saveProfDataErr');
    });
  });

  describe('food preferences, favourites and eliminated groups', () => {
    it('saveDislike, saveEliminateGroups and saveProfDataMobile save known ids and refuse unknown ones', async () => {
      const [ingredients, groups] = [await ids('ingredients'), await ids('dish_groups', 2)];
      expect(await call(alice, 'saveDislike', { dislikes: ingredients })).toEqual({
        type: 'saveDislikeOk',
        data: { message: 'Your food preferences are saved.' },
      });
      expect(await call(alice, 'saveEliminateGroups', { eliminate_groups: groups })).toEqual({
        type: 'saveEliminateGroupsOk',
        data: { message: 'Your eliminated groups are saved.' },
      });
      expect(await row(alice.userId)).toMatchObject({ dislikes: ingredients, eliminate_groups: groups });

      expect(await call(alice, 'saveDislike', { dislikes: [999_999] })).toMatchObject({
        type: 'saveDislikeErr',
        data: { message: english('profileStep.unknownIngredient') },
      });
      expect(await call(alice, 'saveEliminateGroups', { eliminate_groups: [999_999] })).toMatchObject({
        type: 'saveEliminateGroupsErr',
        data: { message: english('profileStep.unknownDishGroup') },
      });

      const mobile = await call(alice, 'saveProfDataMobile', { theaction: 'dislikes', value: [ingredients[0], ingredients[0]], deviceType: 'web' });
      expect(mobile).toEqual({ type: 'saveProfDataMobileOk', data: { action: 'dislikes', value: [ingredients[0]] } });
      expect((await row(alice.userId))!.dislikes).toEqual([ingredients[0]]);
      expect((await call(alice, 'saveProfDataMobile', { theaction: 'eliminate_groups', value: [999_999], deviceType: 'web' })).type).toBe(
        'saveProfDataMobileErr',
      );
      expect(await call(alice, 'getPrefs')).toMatchObject({ data: { dislikes: [ingredients[0]], eliminate_groups: groups } });
    });

    it('savePrefs saves liked and disliked dishes; a dish in both lists or an unknown dish is refused', async () => {
      const dishes = await ids('dishes', 4);
      const [likes, dislikes] = [dishes.slice(0, 2), dishes.slice(2)];
      expect(await call(alice, 'savePrefs', { dishlikes: likes, dishdislikes: dislikes })).toEqual({
        type: 'savePrefsOk',
        data: { message: 'Your food favourites are saved.' },
      });
      expect(await row(alice.userId)).toMatchObject({ dish_likes: likes, dish_dislikes: dislikes });
      expect(await call(alice, 'savePrefs', { dishlikes: likes, dishdislikes: [likes[0]] })).toMatchObject({
        type: 'savePrefsErr',
        data: { message: english('dashboard.likedAndDisliked'), errors: { dishdislikes: english('dashboard.likedAndDisliked') } },
      });
      expect(await call(alice, 'savePrefs', { dishlikes: [999_999], dishdislikes: [] })).toMatchObject({
        type: 'savePrefsErr',
        data: { message: 'Please choose dishes from the list.' },
      });
      expect(await row(alice.userId)).toMatchObject({ dish_likes: likes, dish_dislikes: dislikes });
    });
  });

  describe('plan reads (get, getCheckout, getFutureStart, getMealplan)', () => {
    it('answers nothing for a customer without a plan', async () => {
      expect(await call(bob, 'get')).toEqual({ type: 'getOk', data: { planParams: null } });
      expect(await call(bob, 'getCheckout')).toEqual({ type: 'getCheckoutOk', data: { checkoutId: null } });
      expect(await call(bob, 'getFutureStart')).toEqual({ type: 'getFutureStartOk', data: { startDate: null } });
    });

    it("answers the plan's params and today's meals with their nutrition, and another customer's order is not found", async () => {
      const carol = await signUp(env);
      const { orderId, menu } = await renewablePlan(db(), carol.userId, env.clock.now);
      const day = today(env.clock.now);
      const get = await call(carol, 'get');
      expect(get).toMatchObject({ type: 'getOk', data: { planParams: { id: orderId, mealType: [1, 3] } } });

      const meals = await call(carol, 'getMealplan', { orderId });
      expect(meals.type).toBe('getMealplanOk');
      const { date, dishes } = meals.data as { date: number; dishes: Array<Record<string, unknown>> };
      expect(date).toBe(day);
      const todays = menu[day]!;
      expect(dishes.map((dish) => [dish.mealType_id, dish.dish_id])).toEqual([
        [1, todays[1]],
        [3, todays[3]],
      ]);
      const stored = await db().one<Record<string, unknown>>('SELECT title, calories, protein, carb, fat FROM dishes WHERE id = $1', [todays[1]]);
      expect(dishes[0]).toMatchObject({ ...stored, image: expect.any(String) });

      // Bob asks for Carol's order, naming her user id too: not found, nothing of it answered.
      const foreign = await bob.client.call('profile', 'getForDashboard', { subtype: 'getMealplan', userId: carol.userId, orderId });
      expect(foreign).toMatchObject({ type: 'getMealplanErr', data: { message: english('order.noOrder') } });
      expect((await bob.client.call('profile', 'getForDashboard', { subtype: 'get', userId: carol.userId })).data).toEqual({ planParams: null });
    });
  });

  describe('managers (getManagers)', () => {
    it('answers the team, the default delivery partner and the contact numbers, in the socket language', async () => {
      const reply = await call(bob, 'getManagers');
      expect(reply).toEqual({
        type: 'getManagersOk',
        data: {
          nutritionist_name: 'Dr. Hala Mansour',
          nutritionist_gender: 'female',
          manager_name: 'Yousef Darwish',
          manager_gender: 'male',
          delivery_partner: { name: 'MealPlan Fleet', helpline: '+971 4 388 6621' },
          phones: ['+971 4 388 6620', '+971 50 712 4480'],
          whatsapp: '+971 50 712 4480',
        },
      });
      const dave = await signUp(env);
      await db().query('UPDATE users SET delivery_partner_id = 2 WHERE id = $1', [dave.userId]);
      expect((await dave.client.call('profile', 'set', { scenario: 'language', language: 'ar', user_id: dave.userId })).type).toBe('setOk');
      expect((await call(dave, 'getManagers')).data).toMatchObject({
        nutritionist_name: 'د. هالة منصور',
        manager_name: 'يوسف درويش',
        delivery_partner: { name: 'كويك أب', helpline: '+971 4 550 6500' },
      });
    });
  });

  describe("another customer's settings", () => {
    it('are neither read nor changed whatever userId the payload names', async () => {
      const bobBefore = await row(bob.userId);
      const asBob = (subtype: string, fields: Record<string, unknown>) =>
        alice.client.call('profile', 'getForDashboard', { subtype, userId: bob.userId, ...fields });
      await asBob('saveMainInfo', { email: 'taken.over@example.com', company: 'X', phone: '50 765 4321', birthday: null });
      await asBob('saveMedicalInfo', { medical: await ids('medical_conditions', 1) });
      await asBob('saveProfData', { theaction: 'weight', value: 99_000 });
      await asBob('saveDislike', { dislikes: await ids('ingredients', 1) });
      await asBob('savePrefs', { dishlikes: await ids('dishes', 1), dishdislikes: [] });
      expect(await row(bob.userId)).toEqual(bobBefore);
      const read = await asBob('getMainSettingsInfo', {});
      expect((read.data as { email: string }).email).toBe('taken.over@example.com');
    });

    it('a guest is asked to sign in', async () => {
      const guest = await env.connect();
      for (const subtype of ['getMainSettingsInfo', 'getManagers', 'get']) {
        expect(await guest.call('profile', 'getForDashboard', { subtype, userId: alice.userId })).toMatchObject({
          data: { message: 'Please sign in' },
        });
      }
    });
  });
});
