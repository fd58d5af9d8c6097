// Dish likes and ratings from the plan page (profile setDishlike, setDishRatingNew), the promo-package request
// (alertMail) and the renew request (planRequest) of a signed-in customer: good and bad data and their messages.
import { today } from '@mealplan/shared/time';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { english } from '../support/english';
import { ACTION_MESSAGES } from '../../src/orders/action-messages';
import { dashboard, paidPlan, snapshot, startActionsServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('dish feedback and plan requests', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startActionsServer();
  });
  afterAll(() => env.close());

  const db = () => env.server.db;
  const now = () => env.clock.now;
  const call = (customer: SignedUp, subtype: string, fields: Record<string, unknown>) =>
    customer.client.call('profile', 'getForDashboard', dashboard(subtype, fields));
  const refused = async (customer: SignedUp, subtype: string, fields: Record<string, unknown>, message?: string) => {
    const before = await snapshot(db(), customer.userId);
    const reply = await call(customer, subtype, fields);
    expect(reply.type).toBe(`${subtype}Err`);
    if (message !== undefined) expect(reply.data).toMatchObject({ message });
    expect(await snapshot(db(), customer.userId)).toBe(before);
  };
  const prefs = (customer: SignedUp) => db().one('SELECT dish_likes, dish_dislikes FROM users WHERE id = $1', [customer.userId]);

  it('likes and dislikes a dish at once, each dish in one list only', async () => {
    const customer = await signUp(env);
    const { menu, days } = await paidPlan(db(), customer.userId, now());
    const dish = menu[days[0]!]![1] as number;
    expect(await call(customer, 'setDishlike', { dishId: dish, action: 'like', meal_type: 1 })).toEqual({
      type: 'setDishlikeOk',
      data: { dishId: dish, action: 'like' },
    });
    expect(await call(customer, 'setDishlike', { dishId: dish, action: 'like', meal_type: 1 })).toMatchObject({ type: 'setDishlikeOk' });
    expect(await prefs(customer)).toEqual({ dish_likes: [dish], dish_dislikes: [] });
    expect((await call(customer, 'setDishlike', { dishId: dish, action: 'dislike', meal_type: 1 })).type).toBe('setDishlikeOk');
    expect(await prefs(customer)).toEqual({ dish_likes: [], dish_dislikes: [dish] });
    const check = await (await env.connect()).call('client_check', 'get', { token: customer.token, browserId: customer.registration.browserId });
    expect(check.data).toMatchObject({ dishlikes: [], dishdislikes: [dish] });

    await refused(customer, 'setDishlike', { dishId: dish, action: 'like', meal_type: 5 }, english(ACTION_MESSAGES.dishNotOffered));
    await refused(customer, 'setDishlike', { dishId: 999_999, action: 'like', meal_type: 1 }, english(ACTION_MESSAGES.dishNotOffered));
    await refused(customer, 'setDishlike', { dishId: dish, action: 'love', meal_type: 1 });
  });

  it('rates a delivered dish 2 to 5 with feedback of at most 250 characters', async () => {
    const customer = await signUp(env);
    const { menu, days } = await paidPlan(db(), customer.userId, now());
    const delivered = menu[days.find((day) => day < today(now()))!]![3] as number;
    const coming = [...days]
      .reverse()
      .map((day) => menu[day]![3] as number)
      .find((dish) => dish !== delivered);
    const rate = { productId: delivered, rating: 4, mealtype: 3, feedback: 'Lovely, but a little salty' };
    expect(await call(customer, 'setDishRatingNew', rate)).toEqual({ type: 'setDishRatingNewOk', data: { message: 'Thank you for your feedback!' } });
    expect(await db().one('SELECT rating, feedback FROM dish_feedback WHERE user_id = $1 AND dish_id = $2', [customer.userId, delivered])).toEqual({
      rating: 4,
      feedback: 'Lovely, but a little salty',
    });
    expect(await customer.client.call('order', 'getRatings', { userId: 1 })).toEqual({ type: 'getRatingsOk', data: { ratings: { [delivered]: 4 } } });
    // Feedback is optional.
    expect((await call(customer, 'setDishRatingNew', { productId: delivered, rating: 5, mealtype: 3 })).type).toBe('setDishRatingNewOk');

    await refused(customer, 'setDishRatingNew', { ...rate, rating: 1 });
    await refused(customer, 'setDishRatingNew', { ...rate, rating: 6 });
    await refused(customer, 'setDishRatingNew', { ...rate, feedback: 'x'.repeat(251) });
    const types = (await db().one<{ meal_types: number[] }>('SELECT meal_types FROM dishes WHERE id = $1', [delivered]))!.meal_types;
    const otherType = [1, 2, 3, 4, 5].find((type) => !types.includes(type))!;
    await refused(customer, 'setDishRatingNew', { ...rate, mealtype: otherType }, english(ACTION_MESSAGES.dishNotOffered));
    if (coming !== undefined && !days.some((day) => day < today(now()) && menu[day]![3] === coming)) {
      await refused(customer, 'setDishRatingNew', { ...rate, productId: coming }, english(ACTION_MESSAGES.dishNotDelivered));
    }
  });

  it("mails the promo-package request to the team with §8's message, and refuses an empty one", async () => {
    const customer = await signUp(env);
    await paidPlan(db(), customer.userId, now());
    expect(await call(customer, 'alertMail', { changes: 'Add the Ramadan package' })).toEqual({
      type: 'alertMailOk',
      data: {
        message: 'Our team received a notification, that you want to add the package to your mealplan. We will be in touch with you. Thank you!',
      },
    });
    const mails = (await env.services.outbox.list()).filter((mail) => mail.subject === `Promo package request from customer #${customer.userId}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Add the Ramadan package');
    await refused(customer, 'alertMail', { changes: '  ' }, 'Please enter value');
  });

  it('answers the renew request of a signed-in customer (the renew-request modal)', async () => {
    const customer = await signUp(env);
    await paidPlan(db(), customer.userId, now());
    expect(await call(customer, 'planRequest', { notes: 'Renew my plan please' })).toEqual({
      type: 'planRequestOk',
      data: { message: english('account.planRequestSent') },
    });
    const mails = (await env.services.outbox.list()).filter((mail) => mail.text.includes(`Customer #${customer.userId} asked`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Notes: Renew my plan please');
  });
});
