// Dish pictures as WebP (issue 38; the route is tested in channels.test.ts): migration 0108 moves the SVG paths of dishes
// and articles seeded before to the WebP, leaving a picture set by hand.
import { migrate } from '../../src/db/migrate';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { migrationsBefore, type MigrationsBefore } from '../support/migrations-before';

describe('migration 0108: dish pictures as WebP', () => {
  let testDb: TestDatabase;
  let before0108: MigrationsBefore;
  beforeAll(async () => {
    before0108 = migrationsBefore('0108');
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.dispose();
    before0108.remove();
  });

  it("moves the generated pictures' paths of dishes and articles to the WebP, leaving one set by hand", async () => {
    const { db } = testDb;
    await migrate(db, before0108.dir);
    await db.query("INSERT INTO dish_groups (id, name) VALUES (1, 'Eggs')");
    await db.query("INSERT INTO blog_categories (id, name) VALUES (1, 'Nutrition')");
    const dish = (id: number, image: string, preview: string) =>
      db.query(
        `INSERT INTO dishes (id, title, title_ar, description, calories, fat, protein, carb, ingredients, group_id, spicy,
           meal_types, dish_type, diets, image, preview)
         VALUES ($1, 'Dish', 'طبق', '', 0, 0, 0, 0, '{}', 1, false, '{1}', 'main', '{1}', $2, $3)`,
        [id, image, preview],
      );
    await dish(1001, '/media/dishes/1001.svg', '/media/dishes/1001.svg');
    await dish(1002, 'https://cdn.example.com/1002.svg', '/media/dishes/1002.svg');
    await db.query(
      "INSERT INTO blog_posts (id, category_id, title, description, body, image, tags, created_at) VALUES (1, 1, 'A', '', '', '/media/dishes/3001.svg', '{}', 0)",
    );

    await migrate(db);

    expect(await db.query('SELECT id, image, preview FROM dishes ORDER BY id')).toEqual([
      { id: 1001, image: '/media/dishes/1001.webp', preview: '/media/dishes/1001.webp' },
      { id: 1002, image: 'https://cdn.example.com/1002.svg', preview: '/media/dishes/1002.webp' },
    ]);
    expect(await db.query('SELECT image FROM blog_posts')).toEqual([{ image: '/media/dishes/3001.webp' }]);
  });
});
