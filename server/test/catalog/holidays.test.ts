// Holidays not ending in 2027 (issue 39): a new database is seeded with the UAE public holidays through 2035, one seeded
// before migration 0107 gets them from the migration (keeping days the team added), and the server's delivery calendar
// of a plan skips a 2030 holiday.
import { deliveryDays, UAE_PUBLIC_HOLIDAYS } from '@mealplan/shared/domain';
import { parseIsoDate, toIsoDate } from '@mealplan/shared/time';
import { seedCatalog } from '../../src/catalog';
import { planCalendar } from '../../src/catalog/lookups';
import type { Db } from '../../src/db';
import { migrate } from '../../src/db/migrate';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { migrationsBefore, type MigrationsBefore } from '../support/migrations-before';

const SEED_TIMEOUT = 120_000;
const UNTIL_2027 = UAE_PUBLIC_HOLIDAYS.filter((day) => day < '2028');
const holidaysOf = async (db: Db) => (await db.one<{ value: string[] }>("SELECT value FROM settings WHERE alias = 'holidays'"))!.value;

describe('holidays through 2035', () => {
  const databases: TestDatabase[] = [];
  let before0107: MigrationsBefore;
  beforeAll(() => {
    before0107 = migrationsBefore('0107');
  });
  afterAll(async () => {
    await Promise.all(databases.map((testDb) => testDb.dispose()));
    before0107.remove();
  });
  async function database(): Promise<Db> {
    const testDb = await createTestDatabase();
    databases.push(testDb);
    return testDb.db;
  }

  it(
    'a new database has them and its plan calendar skips a 2030 holiday',
    async () => {
      const db = await database();
      await migrate(db);
      await seedCatalog(db);
      expect(await holidaysOf(db)).toEqual(UAE_PUBLIC_HOLIDAYS);
      const calendar = await planCalendar(db, { id: 1, days_count: 20, exclude_week_day: [] });
      // Eid al-Fitr 2030: 4 to 6 February.
      expect(deliveryDays(parseIsoDate('2030-02-03')!, 3, calendar).map(toIsoDate)).toEqual(['2030-02-03', '2030-02-07', '2030-02-08']);
    },
    SEED_TIMEOUT,
  );

  it(
    'a database seeded with the list ending in 2027 gets 2028 to 2035 from the migration, keeping a day the team added',
    async () => {
      const db = await database();
      await migrate(db, before0107.dir);
      await db.query("INSERT INTO settings (alias, value, old_value) VALUES ('holidays', $1::jsonb, '[]'::jsonb)", [
        JSON.stringify([...UNTIL_2027, '2026-11-30']),
      ]);
      await migrate(db);
      expect(await holidaysOf(db)).toEqual([...UAE_PUBLIC_HOLIDAYS, '2026-11-30'].sort());
    },
    SEED_TIMEOUT,
  );
});
