// Group commit of general feedback saves (server/src/db/write-batch.ts behind saveGeneralFeedback): saves made in
// the same turn are one statement, the latest per customer wins, and a row the database refuses fails only its own
// caller. On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { generalFeedbackOf, saveGeneralFeedback } from '../../src/accounts/feedback';
import type { Db } from '../../src/db';
import { availableEngines, createTestDatabase, type TestDatabase } from '../support/database';

const NOW = 1795500000;
const stars = (rating: number) => ({ rating, rating2: rating, rating3: rating, rating4: rating });

describe.each(availableEngines())('general feedback saves on %s', (engine) => {
  let testDb: TestDatabase;
  let userIds: number[];
  let statements: string[];
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine, { template: 'seeded' });
    const rows = await testDb.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 2');
    userIds = rows.map((row) => row.id);
    // Every statement the saves send, counted.
    db = new Proxy(testDb.db, {
      get(target, property, receiver) {
        if (property === 'query' || property === 'one') {
          return (sql: string, params?: unknown[]) => {
            statements.push(sql);
            return property === 'query' ? target.query(sql, params) : target.one(sql, params);
          };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
  });
  afterAll(() => testDb.dispose());
  beforeEach(() => {
    statements = [];
  });

  it('writes the saves of one turn in one statement, each caller settled once its row is written', async () => {
    const [sara, omar] = userIds as [number, number];
    await Promise.all([
      saveGeneralFeedback(db, sara, { feedback: '  Tasty and on time ', ...stars(5) }, NOW),
      saveGeneralFeedback(db, omar, { feedback: 'Good', ...stars(4) }, NOW),
    ]);
    expect(statements).toHaveLength(1);
    expect(await generalFeedbackOf(testDb.db, sara)).toEqual({ feedback: 'Tasty and on time', ...stars(5) });
    expect(await generalFeedbackOf(testDb.db, omar)).toEqual({ feedback: 'Good', ...stars(4) });
  });

  it('keeps the latest of one customer’s saves in the same turn, as saving them one after another would', async () => {
    const [sara] = userIds as [number];
    await Promise.all([
      saveGeneralFeedback(db, sara, { feedback: 'First', ...stars(2) }, NOW),
      saveGeneralFeedback(db, sara, { feedback: 'Second', ...stars(3) }, NOW + 1),
    ]);
    expect(await generalFeedbackOf(testDb.db, sara)).toEqual({ feedback: 'Second', ...stars(3) });
  });

  it('fails only the caller whose row the database refuses; the others are saved', async () => {
    const [sara, omar] = userIds as [number, number];
    const results = await Promise.allSettled([
      saveGeneralFeedback(db, sara, { feedback: 'Still fine', ...stars(4) }, NOW),
      saveGeneralFeedback(db, 2_000_000_000, { feedback: 'Nobody', ...stars(4) }, NOW),
      saveGeneralFeedback(db, omar, { feedback: 'Also fine', ...stars(1) }, NOW),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await generalFeedbackOf(testDb.db, sara)).toEqual({ feedback: 'Still fine', ...stars(4) });
    expect(await generalFeedbackOf(testDb.db, omar)).toEqual({ feedback: 'Also fine', ...stars(1) });
  });

  it('saves a later turn again (a new batch)', async () => {
    const [sara] = userIds as [number];
    await saveGeneralFeedback(db, sara, { feedback: 'Turn one', ...stars(5) }, NOW);
    await saveGeneralFeedback(db, sara, { feedback: 'Turn two', ...stars(1) }, NOW);
    expect(statements).toHaveLength(2);
    expect(await generalFeedbackOf(testDb.db, sara)).toEqual({ feedback: 'Turn two', ...stars(1) });
  });
});
