// Forum benchmark (issue 12): the server time of `forum list` (a page of 20, newest first, bodies served as stored,
// cleaned when written) over 10,000 threads, p50/p99, for the first page of a category, a deep page by offset, the same depth
// by cursor (after = the last id seen) and 'My Discussions', beside a baseline (a one-row query) measured in the same
// run. Run: npm run bench:forum --workspace server (or tsx server/bench/forum.bench.ts).
import { FORUM_PAGE_SIZE } from '@mealplan/shared/domain';
import { currentUnixSeconds } from '@mealplan/shared/time';
import type { Db } from '../src/db';
import { listThreads, type ThreadFilters, type ThreadPage } from '../src/forum/threads';
import { benchRuns, runBench, sample as sampleRuns, summary, withSeededDatabase } from './stats';

const THREADS = 10_000;
const AUTHORS = 200;
const RUNS = benchRuns(300);
const WARM_UP = 20;

const sample = (run: () => Promise<unknown>) => sampleRuns(run, { runs: RUNS, warmUp: WARM_UP });

/** 10,000 threads by 200 authors over the 5 seeded categories, each with a body of about 1 KB of formatted HTML. */
async function insertThreads(db: Db, now: number): Promise<number> {
  await db.query(
    `INSERT INTO users (email, first_name, last_name, registered_at)
     SELECT 'forum-bench' || n || '@example.ae', 'Bench', 'Writer', $2 FROM generate_series(1, $1) AS n`,
    [AUTHORS, now],
  );
  const body =
    '<p>We have been on the <strong>low-carb plan</strong> for three weeks. Some ideas that worked for us:</p>' +
    '<ul><li>Roasted chickpeas with za&#39;atar</li><li>Labneh with cucumber and mint</li><li>Dates stuffed with almonds</li></ul>' +
    '<p>What do <em>you</em> take to the office? <a href="https://example.com/recipes">More recipes here</a>.</p>'.repeat(4);
  await db.query(
    `INSERT INTO forum_threads (user_id, category_id, title, text, created_at, updated_at)
     SELECT u.id, 1 + (n % 5), 'Discussion number ' || n, $1, $2 + n, $2 + n
     FROM generate_series(1, $3) AS n JOIN LATERAL (SELECT id FROM users WHERE email = 'forum-bench' || (1 + n % $4) || '@example.ae') u ON true`,
    [body, now, THREADS, AUTHORS],
  );
  return (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM forum_threads'))!.n;
}

async function main(): Promise<void> {
  const now = currentUnixSeconds();
  await withSeededDatabase(now, async (db) => {
    const count = await insertThreads(db, now);
    const author = (await db.one<{ user_id: number }>('SELECT user_id FROM forum_threads ORDER BY id DESC LIMIT 1'))!.user_id;
    const deepOffset = 1_000; // page 51 of a category of 2,000 threads
    const deep = await listThreads({ db }, { categoryId: 1 }, { offset: deepOffset - 1, limit: 1 });
    const afterId = deep.threads[0]!.id;
    const list = (filters: ThreadFilters, page: ThreadPage) => () => listThreads({ db }, filters, page);
    const first = { offset: 0, limit: FORUM_PAGE_SIZE };
    console.log(`Forum benchmark (${count} threads, PGlite in process, ${RUNS} runs each after ${WARM_UP} warm-up)`);
    console.log(summary('baseline: one-row query', await sample(() => db.one('SELECT id FROM forum_threads WHERE id = $1', [afterId]))));
    console.log(summary('forum list, first page of a category', await sample(list({ categoryId: 1 }, first))));
    console.log(
      summary(
        `forum list, offset ${deepOffset} in a category`,
        await sample(list({ categoryId: 1 }, { offset: deepOffset, limit: FORUM_PAGE_SIZE })),
      ),
    );
    console.log(
      summary(
        `forum list, same depth by cursor (after = last id seen)`,
        await sample(list({ categoryId: 1 }, { offset: deepOffset, limit: FORUM_PAGE_SIZE, after: afterId })),
      ),
    );
    console.log(summary("forum list, 'My Discussions' first page", await sample(list({ categoryId: 1, authorId: author }, first))));
  });
}

runBench(main);
