// Content benchmark (issue 12): `blog infoList` over a real socket, p50/p99, on the seeded blog (48 articles) and on a
// blog of 10,000 more (first page, a page deep in the list, one category), beside two baselines measured in the same
// run: the same SQL called in process, and a cached `static_pages get` (the socket round trip with no database work).
// Run: npm run bench:content --workspace server (or tsx server/bench/content.bench.ts). Figures only, nothing asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { ALL_ARTICLES_CATEGORY_ID, BLOG_PAGE_SIZE } from '@mealplan/shared/protocol';
import { startServer } from '../src/app';
import { seedDatabase } from '../src/demo';
import { listPosts } from '../src/content/blog';
import { openDatabase } from '../src/db';
import { CALL_LIMIT_RULES, createCallLimiter, type CallLimitName } from '../src/realtime/call-limits';
import { benchRuns, runBench, sample, summary as summaryLine } from './stats';

const CALLS = benchRuns(1_000);
const WARM_UP = 50;
const EXTRA_ARTICLES = 10_000;

const summary = (label: string, samples: number[]) => summaryLine(label, samples, 64);
const measure = (run: () => Promise<unknown>) => sample(run, { runs: CALLS, warmUp: WARM_UP });

function call(socket: Socket, channel: string, type: string, data: unknown): Promise<unknown> {
  return (socket.emitWithAck(channel, { type, data }) as Promise<{ type: string; status?: string }>).then((reply) => {
    if (reply.type.endsWith('Err') || reply.status === 'err') throw new Error(`${channel} ${type} failed: ${JSON.stringify(reply)}`);
    return reply;
  });
}

async function main(): Promise<void> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-bench-content-'));
  const db = await openDatabase({ dataDir: path.join(scratch, 'data') });
  // The per-call read limits would stop one bench client; every call is still counted by the limiter.
  const roomy = Object.fromEntries(Object.keys(CALL_LIMIT_RULES).map((name) => [name, { points: 1e9, duration: 60, blockDuration: 1 }])) as Record<
    CallLimitName,
    { points: number; duration: number; blockDuration: number }
  >;
  const server = await startServer({
    port: 0,
    db,
    seed: seedDatabase,
    releasesDir: path.join(scratch, 'releases'),
    shellDir: path.join(scratch, 'shell'),
    services: { callLimits: createCallLimiter({ rules: roomy }) },
  });
  const socket = io(server.url, { transports: ['websocket'], extraHeaders: { origin: server.url }, forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const infoList = (offset: number, categories: number[]) => () => call(socket, 'blog', 'infoList', { offset, limit: BLOG_PAGE_SIZE, categories });
  try {
    console.log(`Content benchmark (PGlite, server and client in one process, ${CALLS} sequential calls each after ${WARM_UP} warm-up calls)`);
    console.log(
      summary('baseline: static_pages get (cached, no database work)', await measure(() => call(socket, 'static_pages', 'get', { id: 'terms' }))),
    );
    console.log(
      summary(
        'baseline: the first page SQL in process (48 articles)',
        await measure(() => listPosts({ db }, { offset: 0, limit: 20, categories: [1] })),
      ),
    );
    console.log(summary('blog infoList, first page of category 1 (48 articles)', await measure(infoList(0, [1]))));
    console.log(summary('blog infoList, All articles, second page (48 articles)', await measure(infoList(20, [ALL_ARTICLES_CATEGORY_ID]))));

    await db.query(
      `INSERT INTO blog_posts (id, category_id, title, description, body, image, tags, created_at)
       SELECT 100000 + n, 1 + n % 4, 'Bench article ' || n, 'A benchmark article', '<p>Body of article ' || n || '</p>',
              '/media/dishes/1001.svg', ARRAY['bench'], 1600000000 + n * 60
       FROM generate_series(1, $1) AS n`,
      [EXTRA_ARTICLES],
    );
    await db.exec('ANALYZE blog_posts');
    const total = 48 + EXTRA_ARTICLES;
    console.log(summary(`blog infoList, All articles, first page (${total} articles)`, await measure(infoList(0, [ALL_ARTICLES_CATEGORY_ID]))));
    console.log(summary(`blog infoList, first page of category 2 (${total} articles)`, await measure(infoList(0, [2]))));
    console.log(summary(`blog infoList, All articles, offset 5,000 (${total} articles)`, await measure(infoList(5_000, [ALL_ARTICLES_CATEGORY_ID]))));
    console.log(
      summary(`blog infoList, All articles, last page (${total} articles)`, await measure(infoList(total - 20, [ALL_ARTICLES_CATEGORY_ID]))),
    );
    console.log(
      summary(
        `blog get with neighbours (${total} articles)`,
        await measure(() => call(socket, 'blog', 'get', { postId: 105_000, getNeighbours: true })),
      ),
    );
  } finally {
    socket.close();
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

runBench(main);
