// One Lighthouse run, in plain Node: Lighthouse sends some of its functions to the page as source text, which tsx's
// transform would break (it adds helper calls the page does not have). Usage:
//   node lighthouse-run.mjs <url> <chrome debugging port> <signedIn: 0|1> [CPU slowdown, 4 by default]
// Prints the run's figures as one JSON line.
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

const [url, port, signedIn, cpuSlowdown = '4'] = process.argv.slice(2);
const result = await lighthouse(url, {
  port: Number(port),
  // The mobile preset's simulated slow 4G, with this CPU slowdown (the preset's is 4x).
  // (The whole object: a partial one replaces the preset's, and the simulation then never ends.)
  throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: Number(cpuSlowdown) },
  output: 'json',
  logLevel: 'error',
  // The performance score's five metrics and the request list only (no onlyCategories: with it, every audit of the
  // category would run too). The other audits read response bodies, which the DevTools of a loaded machine may not
  // answer within Lighthouse's 1 s; accessibility is audited by the Playwright tests, with axe.
  onlyAudits: [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
    'network-requests',
    'total-byte-weight',
    // What runs: the main thread's time per script (evaluation, parse and compile), and the long tasks (over 50 ms).
    'bootup-time',
    'long-tasks',
  ],
  // The HTTP cache, service workers and other storage are cleared before each run: a guest's run clears the session
  // token (localStorage) and the signed-in cookie too, a signed-in run keeps them.
  clearStorageTypes: [
    'file_systems',
    'shader_cache',
    'service_workers',
    'cache_storage',
    'indexeddb',
    'websql',
    ...(signedIn === '1' ? [] : ['local_storage', 'cookies']),
  ],
});
if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
const { lhr } = result;
if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
// A metric Lighthouse could not measure (say NO_LCP) is null, and its reason goes to stderr.
const numeric = (id) => {
  const audit = lhr.audits[id];
  if (typeof audit?.numericValue === 'number') return audit.numericValue;
  console.error(`${url}: ${id} not measured: ${audit?.errorMessage ?? audit?.explanation ?? 'no value'}`);
  return null;
};
const requests = lhr.audits['network-requests']?.details?.items ?? [];
const itemsOf = (id) => lhr.audits[id]?.details?.items ?? [];
const rounded = (value) => (typeof value === 'number' ? Math.round(value) : null);
console.log(
  JSON.stringify({
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    // Lighthouse's measure of this machine's CPU at the time of the run (higher is faster): its 4x slowdown is of
    // this CPU, so runs on a slower or busier machine score lower.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    // Each script's main-thread time (ms, as on the simulated phone): all of it, its evaluation, its parse and compile.
    bootup: itemsOf('bootup-time').map((item) => ({
      url: item.url,
      total: rounded(item.total),
      scripting: rounded(item.scripting),
      parseCompile: rounded(item.scriptParseCompile),
    })),
    // The long tasks (ms, as on the simulated phone), with the script Lighthouse attributes each to.
    longTasks: itemsOf('long-tasks').map((item) => ({ url: item.url, startTime: rounded(item.startTime), duration: rounded(item.duration) })),
    scripts: requests.filter((item) => item.resourceType === 'Script').map((item) => ({ url: item.url, transferSize: item.transferSize ?? 0 })),
  }),
);
