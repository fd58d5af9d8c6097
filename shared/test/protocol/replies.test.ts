import { protocol, referenceListsVersion, signedInUser, user, type User } from '@mealplan/shared/protocol';

const layla: User = {
  user_id: 7,
  email: 'layla@example.ae',
  firstName: 'Layla',
  lastName: 'Haddad',
  phone: '501234567',
  hasPlan: true,
  renewPlan: false,
  canBeRenewed: false,
  alreadyRenewed: false,
  planEndDate: 1_767_211_200,
  buildStep: 7,
  language: 'en',
  smsOnLogin: false,
  gender: 'female',
  weight: 64_500,
};

describe('user replies', () => {
  it('client_check get answers the user without a token', () => {
    expect(protocol.client_check.get.ok.parse(layla)).toEqual(layla);
  });

  it('a user needs the session fields', () => {
    const { hasPlan: _hasPlan, ...withoutHasPlan } = layla;
    expect(user.safeParse(withoutHasPlan).success).toBe(false);
    expect(user.safeParse({ ...layla, planEndDate: null }).success).toBe(true);
  });

  it('login set answers the user with its token, or an SMS-code message', () => {
    const loginOk = protocol.login.set.ok;
    expect(loginOk.safeParse({ ...layla, token: 'tok' }).success).toBe(true);
    expect(loginOk.safeParse({ message: 'Enter the code we sent by SMS' }).success).toBe(true);
    expect(signedInUser.safeParse(layla).success).toBe(false);
  });

  it('login setErr may flag a banned profile', () => {
    expect(protocol.login.set.err.parse({ message: 'Banned', banned: true })).toEqual({ message: 'Banned', banned: true });
  });
});

describe('other replies', () => {
  it('get_arrays answers only the requested lists', () => {
    const reply = { typeList: [{ id: 1, title: 'Breakfast', order: 1, parent_id: 0, children: [6] }], lang: { ok: 'Ok' } };
    expect(protocol.get_arrays.get.ok.parse(reply)).toEqual(reply);
    expect(protocol.get_arrays.get.ok.safeParse({ typeList: [{ id: 0, title: 'x', order: 1, parent_id: 0 }] }).success).toBe(false);
  });

  it('get_arrays versions a reply by its JSON: the same lists, the same version; any edit, another', async () => {
    const reply = { typeList: [{ id: 1, title: 'Breakfast', order: 1, parent_id: 0, children: [6] }], lang: { ok: 'Ok' } };
    const version = await referenceListsVersion(reply);
    expect(version).toMatch(/^[0-9a-f]{64}$/);
    const versions = { typeList: await referenceListsVersion({ typeList: reply.typeList }) };
    expect(protocol.get_arrays.version.ok.parse({ version, versions })).toEqual({ version, versions });
    expect(() => protocol.get_arrays.version.ok.parse({ version, versions: { notAList: version } })).toThrow();
    expect(await referenceListsVersion(JSON.parse(JSON.stringify(reply)) as typeof reply)).toBe(version);
    expect(await referenceListsVersion({ ...reply, lang: { ok: 'OK' } })).not.toBe(version);
    expect(await referenceListsVersion({ ...reply, typeList: [{ ...reply.typeList[0]!, order: 2 }] })).not.toBe(version);
  });

  it('get_arrays: without Web Crypto no version is given (the browser then keeps no copy)', async () => {
    await expect(referenceListsVersion({ lang: { ok: 'Ok' } }, null)).rejects.toThrow('Web Crypto');
  });

  it('settings answers entries keyed by alias with value and old_value', () => {
    const reply = { holidays: { value: ['2026-12-02', '2026-12-03'], old_value: null } };
    expect(protocol.settings.get.ok.parse(reply)).toEqual(reply);
  });

  it('order get answers a meal plan with nested sides, and the days as /modify shows them', () => {
    const reply = {
      mealPlan: { '1767211200': { '1': 101, '6': { '1': 201 } } },
      planParams: { id: 12, mealType: [1, 3], diet: 30, cutlery: 0 },
      orderType: 'active',
      awaitingPayment: false,
      hasRenewal: false,
      days: {
        '1767211200': { status: 'filled', locked: false, changeUntil: 1767038400 },
        '1767297600': { status: 'additional', locked: true, changeUntil: 1767124800, additional: 1 },
      },
      planChanges: [{ day: 1767211200, fromDiet: 30, toDiet: 4 }],
      customMealPlan: { '1767297600': { '1': 101 } },
    };
    expect(protocol.order.get.ok.parse(reply)).toEqual(reply);
    expect(protocol.order.get.ok.safeParse({ ...reply, mealPlan: { today: {} } }).success).toBe(false);
    expect(protocol.order.get.ok.safeParse({ ...reply, days: { '1767211200': { status: 'eaten', locked: true, changeUntil: 1 } } }).success).toBe(
      false,
    );
  });
});
