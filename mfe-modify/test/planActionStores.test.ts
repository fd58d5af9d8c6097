// The plan-action stores (spec 3 §2, §4 "Skip", "Cancel", "Pause", §5, §8, §9) against a fake client: what each
// call sends, every message the dialogs show (the rules' ids, the page's own checks, the server's text) and every
// refusal path.
import { LOCKED_DAY_MESSAGE, PAUSE_DATE_UNAVAILABLE_MESSAGE, PAUSE_NOTICE_MESSAGE } from '@mealplan/shared/domain';
import { RequestError } from '@mealplan/shared/session';
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { addDays, parseIsoDate, weekday } from '@mealplan/shared/time';
import { CancelStore } from '../src/common/plan-actions/cancelStore';
import { CartStore, isCartUser } from '../src/common/plan-actions/cartStore';
import { PauseStore } from '../src/common/plan-actions/pauseStore';
import { RateDishStore } from '../src/common/plan-actions/rateDishStore';
import { TeamRequestStore } from '../src/common/plan-actions/requestStores';
import { SkipDayStore } from '../src/common/plan-actions/skipDayStore';

/** Monday 2 March 2026, 10:00 in Dubai. */
const TODAY = parseIsoDate('2026-03-02')!;
const NOW = TODAY + 10 * 3600;
const clock = () => NOW;
const day = (offset: number) => addDays(TODAY, offset);
const refusal = (message: string, messageId?: string) => new RequestError(message, 'err', undefined, {}, messageId ? { messageId } : {});
const refuseAll = (error: Error) => () => {
  throw error;
};

describe('SkipDayStore', () => {
  // Days 3..9 from today, Fridays (5) excluded.
  const plan = { days: [3, 4, 5, 6, 8, 9].map(day), excludeWeekDays: [5] };

  it('asks with the replacement day of the shared rule, then skips with skipTheDay', async () => {
    const { client, calls } = fakeCallClient({
      'order skipTheDay': { skipDate: day(4), newDate: day(10), newMealplan: {} },
    });
    const store = new SkipDayStore(client, { orderId: 41, date: day(4), plan }, clock, []);
    await store.load();
    expect(store.step).toBe('confirm');
    // The day after the last (day 9 is a Wednesday; day 10 a Thursday).
    expect(store.newDate).toBe(day(10));
    await expect(store.confirm()).resolves.toBe(true);
    expect(calls).toEqual([{ channel: 'order', key: 'skipTheDay', data: { skip_date: day(4), new_date: day(10), planId: 41 } }]);
    expect(store.step).toBe('done');
    expect(store.skipped).toBe(true);
  });

  it('passes over an excluded weekday and a holiday for the replacement day', async () => {
    const end = day(9);
    const friday = [1, 2, 3, 4, 5, 6, 7].map((offset) => addDays(end, offset)).find((candidate) => weekday(candidate) === 5)!;
    const days = [...plan.days.filter((d) => d < end), ...[1, 2, 3, 4, 5, 6, 7].map((offset) => addDays(end, offset)).filter((d) => d < friday)];
    const { client } = fakeCallClient();
    const holiday = new Date((addDays(friday, 1) + 4 * 3600) * 1000).toISOString().slice(0, 10);
    const store = new SkipDayStore(client, { orderId: 41, date: day(4), plan: { days, excludeWeekDays: [5] } }, clock, [holiday]);
    await store.load();
    expect(store.newDate).toBe(addDays(friday, 2));
  });

  it("refuses a day within the 48 hours and the 3-day buffer with the rule's message, without a call", async () => {
    const { client, calls } = fakeCallClient();
    const store = new SkipDayStore(client, { orderId: 41, date: day(1), plan: { days: [day(1), ...plan.days], excludeWeekDays: [5] } }, clock, []);
    await store.load();
    expect(store.step).toBe('refused');
    expect(store.message).toBe(LOCKED_DAY_MESSAGE);
    await expect(store.confirm()).resolves.toBe(false);
    expect(calls).toEqual([]);
  });

  it('refuses a day that is not in the plan', async () => {
    const { client } = fakeCallClient();
    const store = new SkipDayStore(client, { orderId: 41, date: day(7), plan }, clock, []);
    await store.load();
    expect(store.step).toBe('refused');
    expect(store.message).toBe('day.notInPlan');
  });

  it('loads the order when the page gives no plan: the active one, else the renewed one', async () => {
    const mealPlan = Object.fromEntries(plan.days.map((d) => [d, {}]));
    const { client, calls } = fakeCallClient({
      'order get': ({ orderType }: { orderType: string }) =>
        orderType === 'active' ? { mealPlan: {}, planParams: { id: 40 } } : { mealPlan, planParams: { id: 41, exclude_week_day: [5] } },
    });
    const store = new SkipDayStore(client, { orderId: 41, date: day(4) }, clock, []);
    await store.load();
    expect(calls.map((call) => call.data)).toEqual([{ orderType: 'active' }, { orderType: 'future' }]);
    expect(store.step).toBe('confirm');
    expect(store.newDate).toBe(day(10));
  });

  it("says the plan was not found when neither order is the dialog's", async () => {
    const { client } = fakeCallClient({ 'order get': { mealPlan: {}, planParams: { id: 40 } } });
    const store = new SkipDayStore(client, { orderId: 99, date: day(4) }, clock, []);
    await store.load();
    expect(store.step).toBe('refused');
    expect(store.message).toEqual({ message: 'planActions.notFound', messageId: 'planActions.notFound' });
  });

  it("keeps the server's refusal and asks again", async () => {
    const { client } = fakeCallClient(refuseAll(refusal('You cannot edit or skip this day.', 'day.locked')));
    const store = new SkipDayStore(client, { orderId: 41, date: day(4), plan }, clock, []);
    await store.load();
    await expect(store.confirm()).resolves.toBe(false);
    expect(store.step).toBe('confirm');
    expect(store.skipped).toBe(false);
    expect(store.error).toEqual({ message: 'You cannot edit or skip this day.', messageId: 'day.locked' });
  });
});

describe('PauseStore', () => {
  const noPause = { isPause: false, startDate: null, endDate: null, pauseList: [] };
  const order = { mealPlan: {}, planParams: { id: 41, exclude_week_day: [5], deliverySlot: 2 } };

  async function loaded(answers: Record<string, unknown>, holidays: string[] = []) {
    const fake = fakeCallClient({ 'order get': order, 'profile getForDashboard:getPause': noPause, ...answers });
    const store = new PauseStore(fake.client, 41, clock, holidays);
    await store.load();
    return { store, calls: fake.calls };
  }

  it('offers a pause from +3 days to +10 days, in the plan’s delivery slot', async () => {
    const { store, calls } = await loaded({});
    expect(calls.map((call) => `${call.channel} ${call.key}`)).toEqual(['profile getForDashboard:getPause', 'order get']);
    expect(store.mode).toBe('pause');
    expect(store.step).toBe('form');
    expect(store.startDate).toBe(day(3));
    expect(store.endDate).toBe(day(10));
    expect(store.deliverySlot).toBe(2);
  });

  it('resets a date under 48 hours to 3 days ahead with the 48hrs message', async () => {
    const { store } = await loaded({});
    store.setStartDate(day(1));
    expect(store.notice).toBe(PAUSE_NOTICE_MESSAGE);
    expect(store.startDate).toBe(day(3));
  });

  it('refuses excluded weekdays, holidays and days past 3 months', async () => {
    const { store } = await loaded({}, ['2026-03-10']);
    const friday = [3, 4, 5, 6, 7, 8, 9].map(day).find((d) => weekday(d) === 5)!;
    expect(store.selectable(friday)).toBe(false);
    expect(store.selectable(day(8))).toBe(false);
    expect(store.selectable(day(7))).toBe(true);
    expect(store.selectable(day(95))).toBe(false);
    store.setStartDate(friday);
    expect(store.notice).toBe(PAUSE_DATE_UNAVAILABLE_MESSAGE);
    expect(store.startDate).toBe(day(3));
  });

  it('saves the pause and shows the thank-you when the server added days; the request to the team follows', async () => {
    const { store, calls } = await loaded({
      'profile getForDashboard:savePauseInfo': { message: 'Your plan is paused.', code: 1 },
      'profile getForDashboard:sendPauseRequest': {
        message: 'Request sent well to our team. Your meal plan will be paused according to your given notes.',
      },
    });
    store.setStartDate(day(7));
    store.setEndDate(day(12));
    expect(store.notice).toBeNull();
    await store.save();
    expect(calls[2]).toEqual({
      channel: 'profile',
      key: 'getForDashboard:savePauseInfo',
      data: { subtype: 'savePauseInfo', startDate: day(7), endDate: day(12), deliverySlot: 2 },
    });
    expect(store.step).toBe('thanks');
    expect(store.changed).toBe(true);
    store.setRequestNotes('  Please choose fish dishes.  ');
    await store.sendRequest();
    expect(calls[3]!.data).toEqual({ subtype: 'sendPauseRequest', text: 'Please choose fish dishes.' });
    expect(store.step).toBe('done');
    expect(store.message).toBe('Request sent well to our team. Your meal plan will be paused according to your given notes.');
  });

  it("shows the server's message when it answers without a confirmation code", async () => {
    const { store } = await loaded({ 'profile getForDashboard:savePauseInfo': { message: 'Your plan is paused.' } });
    await store.save();
    expect(store.step).toBe('done');
    expect(store.message).toBe('Your plan is paused.');
  });

  it("sends no end with 'I don't know the end date'", async () => {
    const { store, calls } = await loaded({ 'profile getForDashboard:savePauseInfo': { message: 'ok' } });
    store.setUnknownEnd(true);
    await store.save();
    expect(calls[2]!.data).toMatchObject({ startDate: day(3), endDate: null });
  });

  it('refuses a resume date before the start, without a call', async () => {
    const { store, calls } = await loaded({});
    store.setStartDate(day(12));
    store.setEndDate(day(6));
    await store.save();
    expect(store.notice).toBe('planActions.pause.endBeforeStart');
    expect(calls).toHaveLength(2);
  });

  it('checks the start again at save time (a dialog left open past the 48 hours)', async () => {
    const fake = fakeCallClient({ 'order get': order, 'profile getForDashboard:getPause': noPause });
    let now = NOW;
    const store = new PauseStore(fake.client, 41, () => now, []);
    await store.load();
    now = NOW + 2 * 86_400;
    await store.save();
    expect(store.notice).toBe(PAUSE_NOTICE_MESSAGE);
    expect(store.startDate).toBe(day(5));
    expect(fake.calls).toHaveLength(2);
  });

  it('resumes an open pause: the start stays, the resume date is sent as its end', async () => {
    const { store, calls } = await loaded({
      'profile getForDashboard:getPause': { isPause: true, startDate: day(-5), endDate: null, pauseList: [] },
      'profile getForDashboard:savePauseInfo': { message: 'Your plan resumes.', code: 2 },
    });
    expect(store.mode).toBe('resume');
    expect(store.current).toEqual({ startDate: day(-5), endDate: null });
    store.setEndDate(day(6));
    await store.save();
    expect(calls[2]!.data).toEqual({ subtype: 'savePauseInfo', startDate: day(-5), endDate: day(6), deliverySlot: 2 });
    expect(store.changed).toBe(true);
  });

  it('treats a pause already over as none', async () => {
    const { store } = await loaded({
      'profile getForDashboard:getPause': { isPause: false, startDate: day(-20), endDate: day(-10), pauseList: [] },
    });
    expect(store.mode).toBe('pause');
  });

  it("keeps the server's refusal (savePauseInfoErr) on the form", async () => {
    const { store } = await loaded({
      'profile getForDashboard:savePauseInfo': refuseAll(
        refusal('Sorry, we can pause your meal plan in a gap of 48hrs only. Please select another date. Thanks', 'pause.notice'),
      ),
    });
    await store.save();
    expect(store.step).toBe('form');
    expect(store.changed).toBe(false);
    expect(store.error).toMatchObject({ messageId: 'pause.notice' });
  });

  it('keeps a failed request to the team on the thank-you', async () => {
    const { store } = await loaded({
      'profile getForDashboard:savePauseInfo': { message: 'ok', code: 1 },
      'profile getForDashboard:sendPauseRequest': refuseAll(refusal('Too many requests.')),
    });
    await store.save();
    await store.sendRequest();
    expect(store.step).toBe('thanks');
    expect(store.error).toEqual({ message: 'Too many requests.' });
  });

  it('fails to load with the error and loads again', async () => {
    let fail = true;
    const { client } = fakeCallClient((call) => {
      if (fail) throw refusal('Disconnected');
      return call.key === 'get' ? order : noPause;
    });
    const store = new PauseStore(client, 41, clock, []);
    await store.load();
    expect(store.step).toBe('failed');
    expect(store.error).toEqual({ message: 'Disconnected' });
    fail = false;
    await store.load();
    expect(store.step).toBe('form');
  });
});

describe('CancelStore', () => {
  /** The server's quote: takes effect Thursday, 3 days still delivered, AED 1,000 unused, 20% fee, AED 800 back. */
  const QUOTE = {
    paid: true,
    itIsFuture: false,
    effectiveDate: day(3),
    stillDelivered: [day(0), day(1), day(2)],
    unusedDays: 10,
    unusedValue: 100_000,
    feePercent: 20,
    fee: 20_000,
    value: 80_000,
    refundWeeks: 2,
    bankDaysMin: 10,
    bankDaysMax: 45,
  };
  const quoted = { effectiveDate: day(3), value: 80_000 };

  it('loads the quote first; refuses until the terms are accepted', async () => {
    const { client, calls } = fakeCallClient({ 'order cancelQuote': QUOTE });
    const store = new CancelStore(client, { orderId: 41, paid: true });
    expect(store.step).toBe('loading');
    await store.load();
    expect(store.step).toBe('form');
    expect(store.quote).toEqual(QUOTE);
    await expect(store.cancel(true)).resolves.toBe(false);
    expect(store.notice).toBe('planActions.cancel.termsRequired');
    store.setTermsAccepted(true);
    expect(store.notice).toBeNull();
    expect(calls).toEqual([{ channel: 'order', key: 'cancelQuote', data: { orderId: 41 } }]);
  });

  it("cancels with a coupon for a paid order, sending the quote shown, and keeps the server's message", async () => {
    const { client, calls } = fakeCallClient({
      'order cancelQuote': QUOTE,
      'order cancel': { message: 'Your plan was cancelled.', itWasFuture: false },
    });
    const store = new CancelStore(client, { orderId: 41, paid: true });
    await store.load();
    store.setTermsAccepted(true);
    await expect(store.cancel(true)).resolves.toBe(true);
    expect(calls.at(-1)).toEqual({ channel: 'order', key: 'cancel', data: { orderId: 41, makeCoupon: true, terms: true, quote: quoted } });
    expect(store.step).toBe('done');
    expect(store.message).toBe('Your plan was cancelled.');
    expect(store.cancelled).toBe(true);
  });

  it('offers no coupon for an unpaid order, nor when nothing is left to give back: a plain cancel only', async () => {
    const unpaid = { ...QUOTE, paid: false, effectiveDate: day(0), stillDelivered: [], unusedValue: 0, fee: 0, value: 0 };
    const { client, calls } = fakeCallClient({ 'order cancelQuote': unpaid, 'order cancel': { message: 'Cancelled.', itWasFuture: true } });
    const store = new CancelStore(client, { orderId: 41, paid: false });
    await store.load();
    store.setTermsAccepted(true);
    expect(store.couponOffered).toBe(false);
    await expect(store.cancel(true)).resolves.toBe(false);
    await expect(store.cancel(false)).resolves.toBe(true);
    expect(calls.slice(1).map((call) => call.data)).toEqual([
      { orderId: 41, makeCoupon: false, terms: true, quote: { effectiveDate: day(0), value: 0 } },
    ]);
    expect(store.itWasFuture).toBe(true);

    const { client: nothingLeftClient } = fakeCallClient({ 'order cancelQuote': { ...QUOTE, unusedDays: 0, unusedValue: 0, fee: 0, value: 0 } });
    const nothingLeft = new CancelStore(nothingLeftClient, { orderId: 41, paid: true });
    await nothingLeft.load();
    expect(nothingLeft.couponOffered).toBe(true);
    expect(nothingLeft.couponPossible).toBe(false);
  });

  it("keeps the server's refusal and stays open", async () => {
    const { client } = fakeCallClient((asked) => {
      if (asked.key === 'cancelQuote') return QUOTE;
      throw refusal('This order cannot be cancelled.', 'order.notYours');
    });
    const store = new CancelStore(client, { orderId: 41, paid: true });
    await store.load();
    store.setTermsAccepted(true);
    await expect(store.cancel(false)).resolves.toBe(false);
    expect(store.step).toBe('form');
    expect(store.pending).toBeNull();
    expect(store.error).toEqual({ message: 'This order cannot be cancelled.', messageId: 'order.notYours' });
  });

  it('when the terms changed since they were shown, shows the new quote with the refusal', async () => {
    let quote = QUOTE;
    const { client, calls } = fakeCallClient((asked) => {
      if (asked.key === 'cancelQuote') return quote;
      quote = { ...QUOTE, effectiveDate: day(4), value: 72_000 };
      throw refusal('The cancellation terms have changed.', 'planAction.cancelQuoteChanged');
    });
    const store = new CancelStore(client, { orderId: 41, paid: true });
    await store.load();
    store.setTermsAccepted(true);
    await expect(store.cancel(true)).resolves.toBe(false);
    expect(calls.map((call) => call.key)).toEqual(['cancelQuote', 'cancel', 'cancelQuote']);
    expect(store.step).toBe('form');
    expect(store.quote).toMatchObject({ effectiveDate: day(4), value: 72_000 });
    expect(store.error).toEqual({ message: 'The cancellation terms have changed.', messageId: 'planAction.cancelQuoteChanged' });
  });

  it('a quote that cannot be loaded fails with the reason, and loads again', async () => {
    let fail = true;
    const { client } = fakeCallClient(() => {
      if (fail) throw refusal('No meal plan found.', 'order.noOrder');
      return QUOTE;
    });
    const store = new CancelStore(client, { orderId: 41, paid: true });
    await store.load();
    expect(store.step).toBe('failed');
    expect(store.error).toEqual({ message: 'No meal plan found.', messageId: 'order.noOrder' });
    fail = false;
    await store.load();
    expect(store.step).toBe('form');
    expect(store.error).toBeNull();
  });
});

describe('renewal requests', () => {
  it('sends the renew request with the notes (or none) and shows it sent', async () => {
    const { client, calls } = fakeCallClient({ 'profile getForDashboard:planRequest': { message: 'Request Sent' } });
    const store = new TeamRequestStore(client, { kind: 'renew' });
    await expect(store.send()).resolves.toBe(true);
    expect(store.sent).toBe(true);
    const second = new TeamRequestStore(client, { kind: 'renew' });
    second.setNotes(' Same plan, fewer snacks ');
    await second.send();
    expect(calls.map((call) => call.data)).toEqual([{ subtype: 'planRequest' }, { subtype: 'planRequest', notes: 'Same plan, fewer snacks' }]);
  });

  it('keeps a refused renew request on the form', async () => {
    const { client } = fakeCallClient(refuseAll(refusal('Too many requests.')));
    const store = new TeamRequestStore(client, { kind: 'renew' });
    await expect(store.send()).resolves.toBe(false);
    expect(store.step).toBe('form');
    expect(store.error).toEqual({ message: 'Too many requests.' });
  });

  it('sends the promo-package request as alertMail {changes}', async () => {
    const { client, calls } = fakeCallClient({ 'profile getForDashboard:alertMail': { message: 'ok' } });
    const store = new TeamRequestStore(client, { kind: 'promo', packageName: 'Detox package' });
    store.setNotes('From next week');
    await expect(store.send()).resolves.toBe(true);
    expect(calls[0]!.data).toEqual({ subtype: 'alertMail', changes: 'Detox package\nFrom next week' });
    expect(store.sent).toBe(true);
  });
});

describe('RateDishStore', () => {
  it('refuses fewer than 2 stars and a feedback over 250 characters, without a call', async () => {
    const { client, calls } = fakeCallClient();
    const store = new RateDishStore(client, { dishId: 7, title: 'Chicken salad', mealType: 3 });
    await expect(store.save()).resolves.toBe(false);
    expect(store.notice).toBe('planActions.rate.tooLow');
    store.setRating(1);
    await store.save();
    expect(store.notice).toBe('planActions.rate.tooLow');
    store.setRating(4);
    expect(store.notice).toBeNull();
    store.setFeedback('x'.repeat(251));
    expect(store.charactersLeft).toBe(-1);
    await store.save();
    expect(store.notice).toBe('planActions.rate.tooLong');
    expect(calls).toEqual([]);
  });

  it('sends setDishRatingNew with the rating, the meal type and the feedback', async () => {
    const { client, calls } = fakeCallClient({ 'profile getForDashboard:setDishRatingNew': { message: 'Thank you for your rating.' } });
    const store = new RateDishStore(client, { dishId: 7, title: 'Chicken salad', mealType: 3, rating: 5 });
    store.setFeedback(' Lovely ');
    await expect(store.save()).resolves.toBe(true);
    expect(calls[0]!.data).toEqual({ subtype: 'setDishRatingNew', productId: 7, rating: 5, mealtype: 3, feedback: 'Lovely' });
    expect(store.step).toBe('done');
    expect(store.message).toBe('Thank you for your rating.');
  });

  it("keeps the server's refusal", async () => {
    const { client } = fakeCallClient(refuseAll(refusal('Dish not found.')));
    const store = new RateDishStore(client, { dishId: 7, title: 'Chicken salad', mealType: 3, rating: 3 });
    await expect(store.save()).resolves.toBe(false);
    expect(store.step).toBe('form');
    expect(store.error).toEqual({ message: 'Dish not found.' });
  });
});

describe('CartStore', () => {
  const item = (id: number, price: number) => ({ id, dish_id: 10 + id, to_type_id: 3, to_dish_id: 20, date: day(5), price });

  it('is shown only to the test user id of the settings', () => {
    expect(isCartUser(12, '12')).toBe(true);
    expect(isCartUser(12, ' 12 ')).toBe(true);
    expect(isCartUser(13, '12')).toBe(false);
    expect(isCartUser(12, '')).toBe(false);
    expect(isCartUser(null, '12')).toBe(false);
  });

  it('loads, adds and removes items, totalling the prices in fils', async () => {
    const { client, calls } = fakeCallClient({
      'order getCart': { cart: [item(1, 1500)] },
      'order addToCart': { item: item(2, 2250) },
      'order removeFromCart': { cartId: 1 },
    });
    const store = new CartStore(client);
    await store.load();
    expect(store.total).toBe(1500);
    await store.add({ dishId: 12, toDishId: 20, typeId: 3, date: day(5), orderId: 41 });
    expect(store.total).toBe(3750);
    await store.remove(1);
    expect(store.items.map((cartItem) => cartItem.id)).toEqual([2]);
    expect(calls.map((call) => [call.key, call.data])).toEqual([
      ['getCart', {}],
      ['addToCart', { dishId: 12, toDishId: 20, typeId: 3, date: day(5), orderId: 41 }],
      ['removeFromCart', { cartId: 1 }],
    ]);
    expect(store.removing).toBeNull();
  });

  it("keeps the server's refusal", async () => {
    const { client } = fakeCallClient(refuseAll(refusal('The cart is not available.')));
    const store = new CartStore(client);
    await expect(store.add({ dishId: 12, toDishId: 20, typeId: 3, date: day(5), orderId: 41 })).resolves.toBe(false);
    expect(store.error).toEqual({ message: 'The cart is not available.' });
    expect(store.busy).toBe(false);
  });
});
