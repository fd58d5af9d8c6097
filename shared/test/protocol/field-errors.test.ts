// Specific malformed requests, one or more per channel, and the sentence each one produces.
import { parseRequest } from '@mealplan/shared/protocol';
import { sampleRequests } from '@mealplan/shared/protocol/samples';

const s = sampleRequests;
const DAY = s.progress.setWeight.weight.date;
const cases: Array<[channel: string, type: string, data: unknown, message: string]> = [
  ['client_check', 'get', { ...s.client_check.get, browserId: 'abc' }, 'browserId must be 16 uppercase letters'],
  ['client_check', 'get', { browserId: s.client_check.get.browserId }, 'token is required'],
  ['get_arrays', 'get', { type: [] }, 'type must have at least 1 item'],
  ['get_arrays', 'get', { type: ['passwords'] }, 'type.0 must be one of'],
  ['static_pages', 'get', { id: '' }, 'id must not be empty'],
  ['restore_password', 'set', { token: 't', password: 'x'.repeat(129) }, 'password must be at most 128 characters'],
  ['restore_password', 'try', { email: 'not-an-email' }, 'email must be a valid email address'],
  ['restore_password', 'check', {}, 'token is required'],
  ['confirmation', 'email', { token: 7 }, 'token must be a string'],
  ['login', 'set', { ...s.login.set, email: 'layla' }, 'email must be a valid email address'],
  ['login', 'set', { ...s.login.set, password: '' }, 'password must not be empty'],
  ['login', 'set', { ...s.login.set, app: 'admin' }, "app must be 'customer'"],
  ['login', 'set', { ...s.login.set, smscode: '12ab' }, 'smscode must be 4 to 8 digits'],
  ['login', 'google', { browserId: s.login.google.browserId, email: 'x@example.ae' }, 'token is required'],
  ['login', 'facebook', { ...s.login.facebook, token: 'x'.repeat(4097) }, 'token must be at most 4096 characters'],
  ['login', 'logout', {}, 'browserId is required'],
  ['registration', 'set', { ...s.registration.set, password: 12345678 }, 'password must be a string'],
  ['registration', 'set', { ...s.registration.set, password: 'p'.repeat(129) }, 'password must be at most 128 characters'],
  ['registration', 'set', { ...s.registration.set, email: `${'a'.repeat(250)}@x.ae` }, 'email must be at most 254 characters'],
  ['registration', 'set', { ...s.registration.set, PC_CODE: '+971' }, 'PC_CODE must be a country calling code'],
  ['registration', 'checkRef', { token: '' }, 'token must not be empty'],
  ['profile', 'set', { ...s.profile.set, scenario: 'admin' }, "scenario must be one of 'main', 'preferences', 'delivery', 'language'"],
  ['profile', 'set', { ...s.profile.set, allergies: [0] }, 'allergies.0 must be greater than 0'],
  ['profile', 'guestplanRequest', { name: 'Sara' }, 'email is required'],
  ['profile', 'getForDashboard', { subtype: 'setDishRatingNew', productId: 1, rating: 1, mealtype: 1 }, 'rating must be at least 2'],
  ['profile', 'getForDashboard', { subtype: 'saveMedicalInfo', medical: ['1'] }, 'medical.0 must be a number'],
  ['profile', 'getForDashboard', { subtype: 'setNotification', changes: 'x', thetype: 4 }, 'thetype must be one of 1, 2, 3'],
  ['rating', 'setDishRating', { feedbackData: { dish_id: 1, rating: 6, feedback: 'x' } }, 'feedbackData.rating must be at most 5'],
  [
    'rating',
    'setTotalRating',
    { feedbackData: { feedback: 'Great', rating: 6, rating2: 5, rating3: 5, rating4: 5 } },
    'feedbackData.rating must be at most 5',
  ],
  ['rating', 'getDishReviews', { dishId: 1.5 }, 'dishId must be an integer'],
  ['order', 'get', { orderType: 'past' }, "orderType must be one of 'active', 'future'"],
  ['order', 'setCutlery', { orderId: 1, cutlery: 2 }, 'cutlery must be one of false, true, 0, 1'],
  ['order', 'exportPdf', { is_arabic: 'yes' }, 'is_arabic does not match any allowed shape'],
  ['order', 'set', { ...s.order.set, detailsData: [] }, 'detailsData must have at least 1 item'],
  [
    'mobile_checkout',
    'placeneworder',
    { checkoutId: 4, action: 'newPlan', paymentMethod: 'cash' },
    "paymentMethod must be one of 'telr', 'Not Paid'",
  ],
  [
    'mobile_checkout',
    'setMealPlan',
    { checkoutId: 4, checkoutMealPlan: { tomorrow: {} } },
    'checkoutMealPlan.tomorrow is not a valid key: it must be a day in unix seconds',
  ],
  ['mobile_checkout', 'update', { checkoutId: 4, details: { cutlery: 0 } }, 'details.bag_price is required'],
  ['custom_plan', 'get', { diet_id: 30, mealTypes: [] }, 'mealTypes must have at least 1 item'],
  ['custom_plan_sides', 'get', { diet_id: -1, mealTypes: [6] }, 'diet_id must be greater than 0'],
  ['default_dishes', 'get', { dietId: 30 }, 'types is required'],
  ['default_dish_sides', 'get', { dietId: '30', types: [6] }, 'dietId must be a number'],
  ['progress', 'set', { progress: [{ date: DAY, weight: 500_001 }] }, 'progress.0.weight must be at most 500000'],
  ['progress', 'set', { progress: [{ date: 1 }] }, 'progress.0.date must be a day between 2000 and 2100'],
  ['progress', 'setBodyAnalaysis', { data: { date: DAY, SMM: 1 } }, 'data.BFM is required'],
  [
    'order',
    'set',
    { ...s.order.set, detailsData: [{ ...s.order.set.detailsData[0]!, date: 1e15 }] },
    'detailsData.0.date must be a day between 2000 and 2100',
  ],
  ['blog', 'infoList', { offset: 0, limit: 1000, categories: [] }, 'limit must be at most 100'],
  // Title, category and text rules answer field errors from the server (shared/src/domain/forum.ts); the schema checks types.
  ['forum', 'set', { threadData: { title: 'Oats', category_id: 1.5, text: 'x' } }, 'threadData.category_id must be an integer'],
  ['forum', 'del', { threadId: 'nine' }, 'threadId must be a number'],
  ['menu_builder', 'getSidesList', {}, 'orderId must name an orderId or a diet'],
  ['menu_builder', 'getBuySidesList', {}, 'orderId is required'],
];

describe.each(cases)('%s/%s with %j', (channel, type, data, message) => {
  it(`answers "${message}"`, () => {
    const parsed = parseRequest(channel, type, data);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(`Invalid data: ${message}`);
  });
});
