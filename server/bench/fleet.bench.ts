// npm run bench:fleet --workspace server (part of npm run bench): the call mix of realtime.bench.ts through the reverse
// proxy (Debian's nginx running deploy/nginx.conf) across two server processes, beside the same through the proxy to
// one process (the second one stopped), and to one process directly, all measured in this run on this machine. The
// processes run the production start (compiled: npm run build first) on a fresh PostgreSQL database (DATABASE_URL)
// and a redis-server the bench starts on a free port, started by e2e/support/fleet.ts as the fleet test starts them;
// without DATABASE_URL it says so and skips. Then the outages (./fleet-outages.ts): a drain, a kill -9 and a Redis
// pause under steady traffic, each reported as calls failed and seconds to recover beside the steady state before it.
//
//   BENCH_SECONDS   seconds measured per run (default 10)
//   BENCH_SOCKETS   socket counts, comma-separated (default 100,1000)
//   BENCH_USERS     customers the sockets are spread over (default 200)
//   BENCH_PARTS     throughput, outages or both, comma-separated (default both)
//   BENCH_OUTAGE_SOCKETS  sockets calling through the outages (default 200)
//
// The processes run outside NODE_ENV=production with CALL_LIMIT_SCALE, so the mix's feedback save is not refused by
// its per-customer limit at bench rates; everything else is the production start. Figures are printed, never asserted.
import { cpus } from 'node:os';
import { fleetCustomers, startFleet, type Fleet } from '../../e2e/support/fleet';
import { printOutage, runOutages, startOwnRedis } from './fleet-outages';
import { BENCH_BROWSER_ID, customerCalls, openSockets, runLoad, signInAll, type LoadResult } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOCKET_COUNTS = (process.env.BENCH_SOCKETS ?? '100,1000')
  .split(',')
  .map(Number)
  .filter((count) => count > 0);
const USERS = Number(process.env.BENCH_USERS ?? 200);
const PARTS = (process.env.BENCH_PARTS ?? 'throughput,outages').split(',');
const OUTAGE_SOCKETS = Number(process.env.BENCH_OUTAGE_SOCKETS ?? 200);

const perSecond = (value: number) => `${Math.round(value).toLocaleString('en')}/s`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function line(label: string, result: LoadResult, baseline?: LoadResult): string {
  const share = baseline ? `  (${((100 * result.throughput) / baseline.throughput).toFixed(0)} % of one process)` : '';
  const errors = result.errors ? `  errors ${result.errors}: ${result.samples.join(' | ')}` : '  errors 0';
  return `${label.padEnd(36)} ${String(result.sockets).padStart(5)} sockets  ${perSecond(result.throughput).padStart(9)}  p50 ${ms(result.p50).padStart(9)}  p99 ${ms(result.p99).padStart(9)}${share}${errors}`;
}

/** The mix on `count` sockets opened to url, each signed in as its customer. */
async function measure(url: string, count: number, tokens: string[], seconds = SECONDS): Promise<LoadResult> {
  const sockets = await openSockets(url, count);
  try {
    await signInAll(sockets, tokens);
    const callOf = customerCalls(tokens);
    return await runLoad(sockets, (socket, call) => callOf(socket, socket + call), { seconds });
  } finally {
    for (const socket of sockets) socket.close();
  }
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('Fleet bench skipped: it needs DATABASE_URL (the machine PostgreSQL).');
    return;
  }
  console.log(`Fleet bench on ${cpus().length} cores, Node ${process.version}: the call mix through nginx, ${SECONDS} s measured per run`);
  // A Redis of the bench's own, so that pausing it stops nobody else's.
  const redis = await startOwnRedis();
  process.env.REDIS_URL = redis.url;
  const fleet: Fleet = await startFleet({ processes: 2, env: { NODE_ENV: '', CALL_LIMIT_SCALE: '100000' } }).catch((error: unknown) => {
    redis.child.kill('SIGKILL');
    throw error;
  });
  try {
    const tokens = fleetCustomers(fleet, USERS, BENCH_BROWSER_ID).map((customer) => customer.token);
    console.log(`(sockets spread over ${tokens.length} customers; the proxy and both processes share this machine with the clients)`);
    const [first, second] = fleet.processes as [Fleet['processes'][number], Fleet['processes'][number]];
    if (PARTS.includes('throughput')) await throughput(fleet, tokens, first, second);
    if (PARTS.includes('outages')) {
      if (second.child.exitCode !== null) await fleet.startProcess(second.port);
      console.log(
        `\nOutages: ${OUTAGE_SOCKETS} sockets through nginx, each calling the mix with a 250 ms pause; recovered = seconds from the event to the last call that failed or took over 1 s`,
      );
      const reports = await runOutages({
        fleet,
        redis: redis.child,
        tokens,
        sockets: OUTAGE_SOCKETS,
        steadySeconds: 5,
        pauseSeconds: 10,
        settleSeconds: 25,
      });
      for (const outage of reports) printOutage(outage);
    }
  } finally {
    await fleet.stop();
    redis.child.kill('SIGKILL');
  }
}

/** Two processes through nginx, then one (the second drained), each beside one process called directly. */
async function throughput(fleet: Fleet, tokens: string[], first: Fleet['processes'][number], second: Fleet['processes'][number]): Promise<void> {
  // Both processes warmed up first (JIT, caches, pools), so the first configuration measured is not the cold one.
  await measure(fleet.origin, 100, tokens, 3);
  const two = new Map<number, LoadResult>();
  for (const count of SOCKET_COUNTS) two.set(count, await measure(fleet.origin, count, tokens));
  // The second process leaves the pool the way a deploy takes it out (SIGTERM, drain); nginx sends all to the first.
  await fleet.terminate(second);
  for (const count of SOCKET_COUNTS) {
    const proxiedOne = await measure(fleet.origin, count, tokens);
    const directOne = await measure(first.url, count, tokens);
    console.log(line('one process, direct', directOne));
    console.log(line('one process, through nginx', proxiedOne));
    console.log(line('two processes, through nginx', two.get(count)!, proxiedOne));
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
