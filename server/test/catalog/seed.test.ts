import { isDishAcceptable } from '@mealplan/shared/domain';
import { referenceListName, referenceLists } from '@mealplan/shared/protocol';
import { dayStart, today, weekday } from '@mealplan/shared/time';
import { verifyPassword } from '../../src/accounts/password';
import { seedCatalog } from '../../src/catalog';
import { demoLogins, seedDatabase } from '../../src/demo';
import { DEMO_MEAL_TYPES } from '../../src/demo/demo-plan';
import { dishes } from '../../src/catalog/seed/dishes';
import { mealTypes } from '../../src/catalog/seed/meal-types';
import { prices } from '../../src/catalog/seed/prices';
import { invalidateReferenceCache, loadReferenceLists } from '../../src/catalog/reference';
import type { Db } from '../../src/db';
import { migrate } from '../../src/db/migrate';
import { createTestDatabase, type TestDatabase } from '../support/database';

const NOW = 1795500000; // 2026-11-24 in Dubai
const SEED_TIMEOUT = 120_000;
const COUNTED_TABLES = ['dishes', 'prices', 'custom_plans', 'default_dishes', 'static_pages', 'settings', 'users', 'orders', 'order_dishes'];

describe('seedDatabase', () => {
  let testDb: TestDatabase;
  let db: Db;

  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        COUNTED_TABLES.map(async (table) => [table, (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))!.n] as const),
      ),
    );

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.db;
    await migrate(db);
    await seedDatabase(db, NOW);
  }, SEED_TIMEOUT);
  afterAll(() => testDb.dispose());

  it(
    'is idempotent: a second run adds nothing',
    async () => {
      const before = await counts();
      await seedDatabase(db, NOW);
      expect(await counts()).toEqual(before);
      expect(before.dishes).toBeGreaterThanOrEqual(150);
    },
    SEED_TIMEOUT,
  );

  it(
    'restores only what is missing',
    async () => {
      await db.query("UPDATE static_pages SET name = 'Edited' WHERE alias = 'terms'");
      await db.query("DELETE FROM static_pages WHERE alias = 'refunds'");
      await seedDatabase(db, NOW);
      const pages = await db.query<{ alias: string; name: string }>('SELECT alias, name FROM static_pages ORDER BY alias');
      expect(pages).toEqual(
        expect.arrayContaining([
          { alias: 'terms', name: 'Edited' },
          { alias: 'refunds', name: 'Refunds & Cancellation Policy' },
        ]),
      );
    },
    SEED_TIMEOUT,
  );

  it(
    'never overwrites what the kitchen edited: an edited row keeps its edit over two runs',
    async () => {
      await db.query("UPDATE dishes SET title = 'Kitchen title', calories = 123 WHERE id = $1", [dishes[0]!.id]);
      const price = [prices[0]!.diet_id, prices[0]!.mealPlan_id, prices[0]!.mealType_id];
      await db.query('UPDATE prices SET value = 4242 WHERE diet_id = $1 AND plan_id = $2 AND meal_type_id = $3', price);
      await db.query("UPDATE settings SET value = '\"kitchen@example.com\"'::jsonb WHERE alias = 'contact_email'");
      await db.query("UPDATE medical_conditions SET name = 'Edited condition', name_ar = 'حالة معدلة' WHERE id = 1");
      const edited = async () => ({
        dish: await db.one('SELECT title, calories FROM dishes WHERE id = $1', [dishes[0]!.id]),
        price: await db.one('SELECT value FROM prices WHERE diet_id = $1 AND plan_id = $2 AND meal_type_id = $3', price),
        setting: await db.one("SELECT value FROM settings WHERE alias = 'contact_email'"),
        condition: await db.one('SELECT name, name_ar FROM medical_conditions WHERE id = 1'),
      });
      await seedCatalog(db);
      await seedCatalog(db);
      expect(await edited()).toEqual({
        dish: { title: 'Kitchen title', calories: 123 },
        price: { value: 4242 },
        setting: { value: 'kitchen@example.com' },
        condition: { name: 'Edited condition', name_ar: 'حالة معدلة' },
      });
    },
    SEED_TIMEOUT,
  );

  it(
    'fills the Arabic names of a database seeded before they existed, and keeps a name an operator set',
    async () => {
      await db.query("UPDATE areas SET name_ar = '' WHERE id IN (101, 102)");
      await db.query("UPDATE forum_categories SET name_ar = 'نقاشات' WHERE id = 1");
      await seedDatabase(db, NOW);
      expect(await db.query('SELECT id, name_ar FROM areas WHERE id IN (101, 102) ORDER BY id')).toEqual([
        { id: 101, name_ar: 'دبي مارينا' },
        { id: 102, name_ar: 'أبراج بحيرات جميرا' },
      ]);
      expect(await db.one('SELECT name_ar FROM forum_categories WHERE id = 1')).toEqual({ name_ar: 'نقاشات' });
      for (const table of ['areas', 'medical_conditions', 'companies', 'dish_groups', 'dish_labels', 'blog_categories', 'forum_categories']) {
        expect(await db.one(`SELECT count(*)::int AS n FROM ${table} WHERE name_ar = ''`)).toEqual({ n: 0 });
      }
    },
    SEED_TIMEOUT,
  );

  it(
    "fills the Arabic dish descriptions and delivery slot names of a database seeded before them (0045), keeping an operator's text",
    async () => {
      await db.query("UPDATE dishes SET description_ar = '' WHERE id IN (1001, 3002)");
      await db.query("UPDATE dishes SET description_ar = 'وصف من المطبخ' WHERE id = 4001");
      await db.query("UPDATE delivery_slots SET display_name_ar = '' WHERE id = 11");
      await seedDatabase(db, NOW);
      const filled = await db.query<{ id: number; description_ar: string }>(
        'SELECT id, description_ar FROM dishes WHERE id IN (1001, 3002, 4001) ORDER BY id',
      );
      expect(filled.map((row) => row.id)).toEqual([1001, 3002, 4001]);
      expect(filled[0]!.description_ar).toMatch(/^بيض مطهو/);
      expect(filled[1]!.description_ar).toMatch(/الإماراتية/);
      expect(filled[2]!.description_ar).toBe('وصف من المطبخ');
      expect(await db.one('SELECT display_name, display_name_ar FROM delivery_slots WHERE id = 11')).toEqual({
        display_name: '5:00 AM - 8:00 AM',
        display_name_ar: '5:00 ص - 8:00 ص',
      });
      expect(await db.one("SELECT count(*)::int AS n FROM dishes WHERE description_ar = ''")).toEqual({ n: 0 });
      expect(await db.one("SELECT count(*)::int AS n FROM delivery_slots WHERE display_name_ar = ''")).toEqual({ n: 0 });
    },
    SEED_TIMEOUT,
  );

  it('creates the demo logins with working passwords', async () => {
    for (const login of demoLogins) {
      const user = await db.one<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [login.email]);
      expect(await verifyPassword(login.password, user!.password_hash)).toBe(true);
    }
  });

  it('gives the first demo customer a paid active 20-day plan that started before today, with every dish chosen', async () => {
    const user = await db.one<{ id: number; allergies: number[]; dislikes: number[] }>('SELECT * FROM users WHERE email = $1', [
      demoLogins[0]!.email,
    ]);
    const order = await db.one<Record<string, number & boolean & string & number[]>>('SELECT * FROM orders WHERE user_id = $1', [user!.id]);
    expect(order).toMatchObject({ status: 'active', paid: true, days_count: 20, diet_id: 30 });
    expect(order!.start_date).toBeLessThan(today(NOW));
    expect(order!.end_date).toBeGreaterThan(today(NOW));
    expect(order!.price).toBeGreaterThan(0);

    const days = (await db.query<{ day: number }>('SELECT day FROM order_days WHERE order_id = $1 ORDER BY day', [order!.id])).map((row) => row.day);
    expect(days).toHaveLength(20);
    expect(days[0]).toBe(order!.start_date);
    expect(days.at(-1)).toBe(order!.end_date);
    for (const day of days) {
      expect(dayStart(day)).toBe(day);
      expect(order!.exclude_week_day).not.toContain(weekday(day));
    }

    const chosen = await db.query<{ day: number; meal_type_id: number; side_slot: number; dish_id: number }>(
      'SELECT day, meal_type_id, side_slot, dish_id FROM order_dishes WHERE order_id = $1',
      [order!.id],
    );
    const prefs = { allergies: user!.allergies, dislikes: user!.dislikes, dishDislikes: [], eliminateGroups: [] };
    const dishById = new Map(dishes.map((dish) => [dish.id, dish]));
    for (const day of days)
      for (const typeId of DEMO_MEAL_TYPES) {
        const slots = mealTypes.find((type) => type.id === typeId)!.sideSlots;
        const rows = chosen.filter((row) => row.day === day && row.meal_type_id === typeId);
        expect(rows.map((row) => row.side_slot).sort()).toEqual(slots === 0 ? [0] : Array.from({ length: slots }, (_, i) => i + 1));
        for (const row of rows) {
          const dish = dishById.get(row.dish_id)!;
          expect(dish.mealTypes).toContain(typeId);
          expect(isDishAcceptable({ ...dish, group: dish.groupId }, prefs)).toBe(true);
        }
      }
  });

  it('gives the second demo customer no plan', async () => {
    const orders = await db.query('SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1', [demoLogins[1]!.email]);
    expect(orders).toEqual([]);
  });

  it('loads reference lists once and again after invalidation', async () => {
    const first = await loadReferenceLists(db, ['blogCategories']);
    await db.query("UPDATE blog_categories SET name = 'Renamed' WHERE id = 1");
    expect(await loadReferenceLists(db, ['blogCategories'])).toEqual(first);
    invalidateReferenceCache();
    expect((await loadReferenceLists(db, ['blogCategories'])).blogCategories?.['1']).toBe('Renamed');
  });

  it('loads every reference list in the shape of the protocol', async () => {
    const lists = await loadReferenceLists(db, referenceListName.options, 'en');
    expect(referenceLists.safeParse(lists).error).toBeUndefined();
    expect(lists.dietList?.map((diet) => diet.id)).toEqual(expect.arrayContaining([30, 4]));
    expect(lists.ingredientList?.filter((ingredient) => ingredient.allergen).length).toBeGreaterThan(10);
  });
});
