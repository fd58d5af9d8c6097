// The seeded vouchers' conditions (issue 37 item 5) reach every database: a new one gets them from the seed, one seeded
// before migration 0091 from the migration (the seed never changes a row that exists), and both read the same; an
// operator's own voucher keeps the one-use-per-customer rule it had, a seeded voucher whose code was changed is left alone.
import { seedCatalog } from '../../src/catalog';
import { activeVouchersByCode, type ConditionedVoucher } from '../../src/catalog/lookups';
import { commonVouchers } from '../../src/catalog/seed/reference-lists';
import type { Db } from '../../src/db';
import { migrate } from '../../src/db/migrate';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { migrationsBefore, type MigrationsBefore } from '../support/migrations-before';

const SEED_TIMEOUT = 120_000;

async function vouchersOf(db: Db): Promise<ConditionedVoucher[]> {
  const codes = await db.query<{ code: string }>('SELECT code FROM common_vouchers ORDER BY id');
  return (await Promise.all(codes.map(({ code }) => activeVouchersByCode(db, code.toUpperCase())))).flat();
}

describe('voucher conditions in the seed and in migration 0091', () => {
  const databases: TestDatabase[] = [];
  let before0091: MigrationsBefore;
  beforeAll(() => {
    before0091 = migrationsBefore('0091');
  });
  afterAll(async () => {
    await Promise.all(databases.map((testDb) => testDb.dispose()));
    before0091.remove();
  });

  async function database(): Promise<Db> {
    const testDb = await createTestDatabase();
    databases.push(testDb);
    return testDb.db;
  }

  it(
    'gives a database seeded before 0091 the conditions a new database is seeded with',
    async () => {
      const fresh = await database();
      await migrate(fresh);
      await seedCatalog(fresh);

      const old = await database();
      await migrate(old, before0091.dir);
      // The rows as the seed wrote them before 0091, an operator's own voucher, and a seeded one whose code was changed.
      for (const voucher of commonVouchers) {
        await old.query('INSERT INTO common_vouchers (id, code, type, value, conditions) VALUES ($1, $2, $3, $4, $5)', [
          voucher.id,
          voucher.id === 3 ? 'SAVE150' : voucher.code,
          voucher.type,
          voucher.value,
          voucher.conditions,
        ]);
      }
      await old.query("INSERT INTO common_vouchers (id, code, type, value, conditions) VALUES (50, 'SUMMER', 'percent', 5, 'Summer offer.')");
      await migrate(old);
      await seedCatalog(old);

      const seeded = await vouchersOf(fresh);
      const migrated = await vouchersOf(old);
      expect(migrated.filter((voucher) => voucher.id !== 3 && voucher.id !== 50)).toEqual(seeded.filter((voucher) => voucher.id !== 3));
      expect(migrated.find((voucher) => voucher.id === 3)!.conditions).toEqual({
        minPlanDays: null,
        periods: [],
        firstOrderOnly: false,
        usesPerCustomer: 1,
        totalUses: null,
      });
      expect(migrated.find((voucher) => voucher.id === 50)!.conditions).toMatchObject({ usesPerCustomer: 1, minPlanDays: null });
    },
    SEED_TIMEOUT,
  );

  it('encodes what each seeded voucher says', async () => {
    const db = await database();
    await migrate(db);
    await seedCatalog(db);
    const byCode = Object.fromEntries((await vouchersOf(db)).map((voucher) => [voucher.code, voucher.conditions]));
    expect(byCode.WELCOME10).toMatchObject({ firstOrderOnly: true, usesPerCustomer: 1 });
    expect(byCode.FIT2026).toMatchObject({ minPlanDays: 20 });
    expect(byCode.SAVE138).toMatchObject({ minPlanDays: 30 });
    expect(byCode.FRIEND50).toMatchObject({ usesPerCustomer: 1 });
    // The holy month of each coming year, 29 or 30 days.
    expect(byCode.RAMADAN!.periods.length).toBeGreaterThanOrEqual(5);
    for (const period of byCode.RAMADAN!.periods) expect((period.lastDay - period.firstDay) / 86_400 + 1).toBeGreaterThanOrEqual(29);
    for (const period of byCode.RAMADAN!.periods) expect((period.lastDay - period.firstDay) / 86_400 + 1).toBeLessThanOrEqual(30);
  });
});
