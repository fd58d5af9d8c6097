import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { UAE_PUBLIC_HOLIDAYS } from '@mealplan/shared/domain';
import { decodeContent } from '@mealplan/shared/html';
import { isPageSetting, referenceListsVersion, type ReferenceLists } from '@mealplan/shared/protocol';
import { addDays, dubaiDate, toIsoDate, today } from '@mealplan/shared/time';
import { SENT_HOLIDAYS } from '../../src/catalog/settings';
import customPlan from '../../src/channels/custom_plan';
import customPlanSides from '../../src/channels/custom_plan_sides';
import defaultDishSides from '../../src/channels/default_dish_sides';
import defaultDishes from '../../src/channels/default_dishes';
import getArrays from '../../src/channels/get_arrays';
import settings from '../../src/channels/settings';
import staticPages from '../../src/channels/static_pages';
import dishImages from '../../src/http/routes/dish-images';
import { connectClient, startTestServer, type TestClient, type TestServer } from '../support/harness';

const START_TIMEOUT = 120_000;

describe('catalog channels over a socket', () => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer({
      channels: [settings, getArrays, staticPages, customPlan, customPlanSides, defaultDishes, defaultDishSides],
      routes: [dishImages],
    });
    client = await connectClient(server);
  }, START_TIMEOUT);
  afterAll(async () => {
    client?.close();
    await server?.close();
  });

  describe('settings get', () => {
    it("answers status ok with each setting the pages read as {value, old_value}, and none of the server's own", async () => {
      const reply = await client.call('settings', 'get', {});
      expect(reply).toMatchObject({ type: 'get', status: 'ok' });
      const data = reply.data as Record<string, { value: unknown; old_value: unknown }>;
      expect(data.contact_email).toEqual({ value: 'team@mealplan.ae', old_value: 'info@mealplan.ae' });
      expect(data.holidays?.value).toEqual(expect.arrayContaining([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]));
      const stored = (await server.db.query<{ alias: string }>('SELECT alias FROM settings')).map((row) => row.alias);
      expect(Object.keys(data).sort()).toEqual(stored.filter(isPageSetting).sort());
      // The seed's page settings are all there; the fees, the policy's numbers and the team's names are not.
      expect(Object.keys(data)).toEqual(expect.arrayContaining(['contact_phones', 'contact_address_ar', 'map_centre', 'scheduling_widget_url']));
      for (const alias of ['bag_deposit', 'delivery_fee', 'cancellation_fee_percent', 'refund_bank_days_max', 'team_manager_name']) {
        expect(stored).toContain(alias);
        expect(data).not.toHaveProperty(alias);
      }
    });

    it("sends the holidays from a year before today to two years after, in the table's order, not the whole table", async () => {
      const reply = await client.call('settings', 'get', {});
      const sent = (reply.data as Record<string, { value: string[] }>).holidays!.value;
      const now = Math.floor(Date.now() / 1000);
      // A day's margin either side: the server's today and the test's may fall on both sides of a midnight.
      const earliest = toIsoDate(addDays(today(now), -SENT_HOLIDAYS.daysBefore - 1));
      const latest = toIsoDate(addDays(today(now), SENT_HOLIDAYS.daysAfter + 1));
      const nextYear = String(dubaiDate(now).year + 1);
      expect(sent.every((day) => day >= earliest && day <= latest)).toBe(true);
      expect(sent).toEqual(expect.arrayContaining(UAE_PUBLIC_HOLIDAYS.filter((day) => day.startsWith(nextYear))));
      const first = UAE_PUBLIC_HOLIDAYS.indexOf(sent[0]!);
      expect(sent).toEqual(UAE_PUBLIC_HOLIDAYS.slice(first, first + sent.length));
      expect(sent.length).toBeLessThan(UAE_PUBLIC_HOLIDAYS.length / 2);
    });

    it('answers status err to malformed data and ignores a field it does not know', async () => {
      expect(await client.call('settings', 'get', 12345)).toMatchObject({ status: 'err', data: { message: expect.any(String) } });
      expect(await client.call('settings', 'get', { unexpected: 1 })).toMatchObject({ status: 'ok' });
    });
  });

  describe('get_arrays get', () => {
    it('answers the requested lists only', async () => {
      const reply = await client.call('get_arrays', 'get', { type: ['typeList', 'planList', 'priceList', 'areasListFull', 'lang'], language: 'ar' });
      expect(reply.type).toBe('getOk');
      const data = reply.data as Record<string, unknown[] & Record<string, string>>;
      expect(Object.keys(data).sort()).toEqual(['areasListFull', 'lang', 'planList', 'priceList', 'typeList']);
      expect(data.typeList).toContainEqual(expect.objectContaining({ id: 3, title: 'Lunch', parent_id: 0, children: [7] }));
      expect(data.planList).toContainEqual(expect.objectContaining({ id: 20, count: 20, excludeWeekDay: [5, 6] }));
      expect(data.priceList).toContainEqual({ diet_id: 30, mealPlan_id: 20, mealType_id: 3, value: expect.any(Number) });
      expect(data.areasListFull).toContainEqual({ id: 101, name: 'دبي مارينا', emirate_id: 1 });
      expect(data.lang?.Dinner).toBe('العشاء');
    });

    it('answers the version of the lists get answers, computed as the browser computes it from the reply', async () => {
      const request = { type: ['typeList', 'dietList', 'lang'], language: 'en' };
      const lists = await client.call('get_arrays', 'get', request);
      const version = await client.call('get_arrays', 'version', request);
      expect(version.type).toBe('versionOk');
      expect(version.data).toMatchObject({ version: await referenceListsVersion(lists.data as Partial<ReferenceLists>) });
      // Each list's version is the one a browser computes from get's reply for that list alone (the copy it keeps).
      const alone = async (name: string) =>
        referenceListsVersion((await client.call('get_arrays', 'get', { type: [name], language: 'en' })).data as Partial<ReferenceLists>);
      expect((version.data as { versions: unknown }).versions).toEqual({
        typeList: await alone('typeList'),
        dietList: await alone('dietList'),
        lang: await alone('lang'),
      });
      // The same lists in another order are the same version; another language is another.
      expect((await client.call('get_arrays', 'version', { type: ['lang', 'typeList', 'dietList'], language: 'en' })).data).toEqual(version.data);
      expect((await client.call('get_arrays', 'version', { ...request, language: 'ar' })).data).not.toEqual(version.data);
    });

    it('lists in lang only the names another language translates: none in English, every translated one in Arabic', async () => {
      const handler = getArrays.handlers.get!;
      const ctx = { db: server.db } as unknown as Parameters<typeof handler>[1];
      const lang = async (language: string) => ((await handler({ type: ['lang'], language }, ctx)) as Partial<ReferenceLists>).lang;
      expect(await lang('en')).toEqual({});
      const arabic = await lang('ar');
      expect(arabic).toMatchObject({ Dinner: 'العشاء', Dubai: 'دبي' });
      expect(Object.entries(arabic ?? {}).filter(([english, translated]) => translated === '' || translated === english)).toEqual([]);
      // A name the kitchen has not translated yet is left out: the page shows its English name, never a blank.
      await server.db.query("UPDATE diets SET name_ar = '' WHERE id = 30");
      try {
        expect(await lang('ar')).not.toHaveProperty('Balanced');
      } finally {
        await server.db.query("UPDATE diets SET name_ar = 'النظام المتوازن' WHERE id = 30");
      }
      expect(await lang('ar')).toHaveProperty('Balanced', 'النظام المتوازن');
    });

    it('gives the lists another version when the kitchen edits them', async () => {
      // The handler itself, under the call cache (which the invalidation after an edit empties).
      const handler = getArrays.handlers.version!;
      const ctx = { db: server.db } as unknown as Parameters<typeof handler>[1];
      const version = () => handler({ type: ['typeList'], language: 'en' }, ctx);
      const before = await version();
      await server.db.query("UPDATE meal_types SET title = title || ' (new)' WHERE id = 3");
      try {
        expect(await version()).not.toEqual(before);
      } finally {
        await server.db.query("UPDATE meal_types SET title = replace(title, ' (new)', '') WHERE id = 3");
      }
      expect(await version()).toEqual(before);
    });

    it('serves the names of areas, categories, conditions, groups, labels and companies in the requested language', async () => {
      const lists = ['areasListFull', 'blogCategories', 'forumCategories', 'medicalConditions', 'dishGroups', 'dishLabels', 'companies'];
      const inArabic = (await client.call('get_arrays', 'get', { type: lists, language: 'ar' })).data as Record<string, unknown>;
      const inEnglish = (await client.call('get_arrays', 'get', { type: lists, language: 'en' })).data as Record<string, unknown>;
      expect(inArabic.areasListFull).toContainEqual({ id: 101, name: 'دبي مارينا', emirate_id: 1 });
      expect(inEnglish.areasListFull).toContainEqual({ id: 101, name: 'Dubai Marina', emirate_id: 1 });
      expect(inArabic.blogCategories).toMatchObject({ 1: 'أساسيات التغذية' });
      expect(inEnglish.blogCategories).toMatchObject({ 1: 'Nutrition Basics' });
      expect(inArabic.forumCategories).toMatchObject({ 1: 'نقاش عام' });
      expect(inArabic.medicalConditions).toContainEqual({ id: 11, name: 'الحمل' });
      expect(inEnglish.medicalConditions).toContainEqual({ id: 11, name: 'Pregnancy' });
      expect(inArabic.dishGroups).toContainEqual({ id: 14, name: 'حار' });
      expect(inArabic.dishLabels).toContainEqual({ id: 2, name: 'جديد', color: expect.any(String) });
      expect(inArabic.companies).toContainEqual({ id: 1, name: 'مجموعة الإمارات' });
      // No English left in the Arabic lists.
      const arabicNames = JSON.stringify(inArabic).match(/"name":"[^"]*"/g) ?? [];
      expect(arabicNames.filter((name) => /[A-Za-z]{3,}/.test(name.slice(8)))).toEqual([]);
    });

    it("gives each diet its share of energy from protein, carbs and fat (the daily targets' split)", async () => {
      const reply = await client.call('get_arrays', 'get', { type: ['dietList'] });
      const diets = (reply.data as { dietList: { name: string; macros: { protein: number; carbs: number; fat: number } }[] }).dietList;
      expect(diets.find((diet) => diet.name === 'Keto')?.macros).toEqual({ protein: 20, carbs: 5, fat: 75 });
      for (const { macros } of diets) expect(macros.protein + macros.carbs + macros.fat).toBe(100);
    });

    it('answers products with nutrition in thousandths and image paths', async () => {
      const reply = await client.call('get_arrays', 'get', { type: ['products'] });
      const products = (reply.data as { products: { id: number; calories: number; image: string }[] }).products;
      expect(products.length).toBeGreaterThanOrEqual(150);
      expect(products[0]).toMatchObject({ calories: expect.any(Number), image: `/media/dishes/${products[0]!.id}.webp` });
    });

    it('serves the wizard lists addressFields, gender, language and couponTypes, and never the common voucher codes', async () => {
      const reply = await client.call('get_arrays', 'get', { type: ['addressFields', 'gender', 'language', 'couponTypes'] });
      expect(reply.type).toBe('getOk');
      const data = reply.data as Record<string, { name: string }[]>;
      expect(data.addressFields?.map((field) => field.name)).toEqual(expect.arrayContaining(['emirate', 'area', 'street', 'apartments']));
      expect(data.gender).toEqual([
        { id: 'male', name: 'Male' },
        { id: 'female', name: 'Female' },
      ]);
      expect(data.language).toContainEqual({ id: 'ar', name: 'العربية' });
      expect(data.couponTypes).toContainEqual(expect.objectContaining({ type: 'percent' }));
      // commonVouchers is answered (issue 39), without the codes (server/test/platform/spec-client.test.ts).
      const vouchers = await client.call('get_arrays', 'get', { type: ['commonVouchers'] });
      expect(vouchers.type).toBe('getOk');
      expect(JSON.stringify(vouchers)).not.toContain('WELCOME10');
    });

    it('answers getErr to an unknown list name or a missing type', async () => {
      expect(await client.call('get_arrays', 'get', { type: ['secrets'] })).toMatchObject({ type: 'getErr' });
      expect(await client.call('get_arrays', 'get', { language: 'en' })).toMatchObject({ type: 'getErr' });
    });
  });

  describe('static_pages get', () => {
    it('finds a page by alias or path', async () => {
      const refunds = await client.call('static_pages', 'get', { id: 'refunds' });
      expect(refunds).toMatchObject({ status: 'ok', data: { name: 'Refunds & Cancellation Policy' } });
      expect(decodeContent((refunds.data as { content: string }).content)).toContain('10 and 45 days');
      expect(await client.call('static_pages', 'get', { id: '/page/terms' })).toMatchObject({ status: 'ok', data: { name: 'Terms & Conditions' } });
    });

    it("answers status err 'Page not found' for an unknown page, and err to malformed data", async () => {
      expect(await client.call('static_pages', 'get', { id: 'no-such-page' })).toMatchObject({ status: 'err', data: { message: 'Page not found' } });
      expect(await client.call('static_pages', 'get', { id: 42 })).toMatchObject({ status: 'err' });
    });
  });

  describe('custom_plan and custom_plan_sides get', () => {
    it('answers a dish list for every day of the month per meal type', async () => {
      const reply = await client.call('custom_plan', 'get', { diet_id: 30, mealTypes: [1, 3] });
      const rows = (reply.data as { customPlans: { mealType_id: number; data: number[][] }[] }).customPlans;
      expect(rows.map((row) => row.mealType_id)).toEqual([1, 3]);
      for (const row of rows) expect(row.data).toHaveLength(31);
    });

    it('answers side plans for side types or their main meal types', async () => {
      const reply = await client.call('custom_plan_sides', 'get', { diet_id: 30, mealTypes: [7, 5] });
      const rows = (reply.data as { customPlanSides: { side_type_id: number; mealType_id: number; data: number[][] }[] }).customPlanSides;
      expect(rows.map((row) => [row.side_type_id, row.mealType_id])).toEqual([
        [7, 3],
        [8, 5],
      ]);
    });

    it('answers getErr for an unknown diet and for malformed data', async () => {
      expect(await client.call('custom_plan', 'get', { diet_id: 999, mealTypes: [1] })).toMatchObject({
        type: 'getErr',
        data: { message: 'Diet not found' },
      });
      expect(await client.call('custom_plan', 'get', { diet_id: 'thirty', mealTypes: [1] })).toMatchObject({ type: 'getErr' });
      expect(await client.call('custom_plan_sides', 'get', { diet_id: 30 })).toMatchObject({ type: 'getErr' });
    });
  });

  describe('default_dishes and default_dish_sides get', () => {
    it('answers the default dish per requested meal type', async () => {
      const reply = await client.call('default_dishes', 'get', { dietId: 30, types: [1, 3, 5] });
      const rows = (reply.data as { defaultDishes: { diet_id: number; mealType_id: number; dish_id: number }[] }).defaultDishes;
      expect(rows.map((row) => row.mealType_id)).toEqual([1, 3, 5]);
      expect(rows.every((row) => row.diet_id === 30 && row.dish_id > 0)).toBe(true);
    });

    it('answers default sides per side slot', async () => {
      const reply = await client.call('default_dish_sides', 'get', { dietId: 30, types: [7] });
      const rows = (reply.data as { defaultDishSides: { mealType_id: number; slot: number }[] }).defaultDishSides;
      expect(rows.map((row) => [row.mealType_id, row.slot])).toEqual([
        [7, 1],
        [7, 2],
      ]);
    });

    it('answers getErr to malformed data', async () => {
      expect(await client.call('default_dishes', 'get', { dietId: 30, types: [] })).toMatchObject({ type: 'getErr' });
      expect(await client.call('default_dish_sides', 'get', { types: [7] })).toMatchObject({ type: 'getErr' });
      expect(await client.call('default_dishes', 'get', { dietId: 999, types: [1] })).toMatchObject({
        type: 'getErr',
        data: { message: 'Diet not found' },
      });
    });
  });

  describe('GET /media/dishes/<id>.webp', () => {
    const picture = (query = '', headers: Record<string, string> = {}) => fetch(`${server.url}/media/dishes/3002.webp${query}`, { headers });

    it('serves the illustration as a 960 by 720 WebP, cacheable, answering 304 to its ETag', async () => {
      const response = await picture();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
      const body = Buffer.from(await response.arrayBuffer());
      expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 960, height: 720 });
      expect((await picture('', { 'If-None-Match': response.headers.get('etag')! })).status).toBe(304);
    });

    it('draws the Arabic picture apart from the English one, and the same picture again for the same request', async () => {
      const [english, arabic, englishAgain] = await Promise.all([picture(), picture('?lang=ar'), picture()]);
      expect(arabic.status).toBe(200);
      expect(arabic.headers.get('etag')).not.toBe(english.headers.get('etag'));
      expect(englishAgain.headers.get('etag')).toBe(english.headers.get('etag'));
    });

    it('answers 404 for an unknown dish', async () => {
      expect((await fetch(`${server.url}/media/dishes/999999.webp`)).status).toBe(404);
    });
  });

  describe('GET /media/dishes/<id>.svg', () => {
    it('serves a well-formed, cacheable SVG naming the dish', async () => {
      const response = await fetch(`${server.url}/media/dishes/3002.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
      const document = new JSDOM('').window;
      const svg = new document.DOMParser().parseFromString(await response.text(), 'image/svg+xml');
      expect(svg.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(svg.documentElement.tagName).toBe('svg');
      expect(svg.querySelector('title')?.textContent).toBe('Chicken Machboos');

      const again = await fetch(`${server.url}/media/dishes/3002.svg`, { headers: { 'If-None-Match': response.headers.get('etag')! } });
      expect(again.status).toBe(304);
    });

    it('answers 404 for an unknown dish', async () => {
      expect((await fetch(`${server.url}/media/dishes/999999.svg`)).status).toBe(404);
    });
  });
});
