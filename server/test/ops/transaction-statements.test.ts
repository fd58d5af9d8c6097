// A transaction's statements asked together (Promise.all over a transaction, as the plan's reads do) run one at a time
// on its connection, in the order asked, without leaning on the driver's own queue: pg warns that queueing is
// deprecated and will be removed in pg 9. Against PostgreSQL (DATABASE_URL), in a scratch table of its own; the
// driver's connections are watched for a statement asked while another is still running on the same one.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../../src/db';

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/** Counts the statements asked of a connection while it was still running another (the driver would queue them). */
function watchOverlaps(): { count: () => number; stop: () => void } {
  const running = new Set<pg.Client>();
  let overlaps = 0;
  const query = pg.Client.prototype.query as unknown as Query;
  function watched(this: pg.Client, ...args: unknown[]): unknown {
    if (running.has(this)) overlaps += 1;
    running.add(this);
    const done = () => running.delete(this);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => (done(), callback(...results));
      return query.apply(this, args);
    }
    const result = query.apply(this, args) as Promise<unknown>;
    result.then(done, done);
    return result;
  }
  const spy = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(watched as never);
  return { count: () => overlaps, stop: () => spy.mockRestore() };
}

const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres("a transaction's statements", () => {
  const table = `t_in_turn_${randomBytes(5).toString('hex')}`;
  let db: Db;
  let overlaps: ReturnType<typeof watchOverlaps>;

  beforeAll(async () => {
    db = await openDatabase({ url: url! });
    await db.exec(`CREATE TABLE ${table} (n int NOT NULL)`);
    overlaps = watchOverlaps();
  });
  afterAll(async () => {
    overlaps.stop();
    await db.exec(`DROP TABLE IF EXISTS ${table}`);
    await db.close();
  });

  it('run in the order asked when asked together, each seeing the ones before it, one at a time on the connection', async () => {
    const counts = await db.tx((tx) =>
      Promise.all([
        tx.exec(`INSERT INTO ${table} (n) SELECT 1 FROM pg_sleep(0.05)`),
        tx.one<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`),
        tx.exec(`INSERT INTO ${table} (n) VALUES (2)`),
        tx.one<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`),
      ]),
    );
    expect([counts[1]?.count, counts[3]?.count]).toEqual([1, 2]);
    expect(await db.query(`SELECT n FROM ${table} ORDER BY n`)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(overlaps.count()).toBe(0);
  });

  it('roll back as a whole when one of them fails, the ones after it included', async () => {
    await db.exec(`DELETE FROM ${table}`);
    const failed = db.tx((tx) =>
      Promise.all([
        tx.exec(`INSERT INTO ${table} (n) VALUES (3)`),
        tx.exec(`INSERT INTO ${table} (n) VALUES (NULL)`),
        tx.exec(`INSERT INTO ${table} (n) VALUES (4)`),
      ]),
    );
    await expect(failed).rejects.toThrow(/null value/);
    expect(await db.query(`SELECT n FROM ${table}`)).toEqual([]);
    // The connection went back to the pool in a usable state.
    expect(await db.tx((tx) => tx.one<{ one: number }>('SELECT 1 AS one'))).toEqual({ one: 1 });
    expect(overlaps.count()).toBe(0);
  });
});
