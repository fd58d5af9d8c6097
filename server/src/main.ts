// npm start --workspace server (development, through tsx) and npm run start:prod (the compiled dist/main.js):
// database, migrations, catalogue (and demo customers outside production), remote releases, HTTP + socket.io.
// Logs are JSON lines on stdout (pino, LOG_LEVEL); SIGTERM drains the process (server/src/ops/drain.ts).
import { existsSync } from 'node:fs';
import { fitnessReport } from './adapters/fitness';
import { providerReport } from './adapters/providers';
import { telrReport } from './adapters/telr';
import { DEFAULT_HOST, startServer, type RunningServer } from './app';
import { defaultPublicOrigin, loadConfig, productionRefusals, remoteDistDir } from './config';
import { demoLogins, seedFor } from './demo';
import { releasesAtStart } from './deploy/publishAll';
import { releaseStoreKind } from './deploy/store';
import { DEFAULT_CHROMIUM_PATH } from './menu-pdf/engine';
import { createLogger, log, setLogger } from './ops/log';
import { collectProcessMetrics } from './ops/metrics';
import { loadOpsSettings } from './ops/settings';

/** After the drain timeout, close() itself gets this long before the process exits regardless. */
const CLOSE_GRACE_MS = 5000;

async function main(): Promise<void> {
  const config = loadConfig();
  const ops = loadOpsSettings();
  setLogger(createLogger(ops.logLevel));
  collectProcessMetrics();
  const refusals = productionRefusals();
  if (refusals.length) throw new Error(`NODE_ENV=production refuses to start: ${refusals.join('; ')}`);

  const server = await startServer({
    port: config.port,
    ...(config.host ? { host: config.host } : {}),
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl, databaseLimits: ops.database } : { dataDir: config.dataDir }),
    ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
    ...(config.redisPrefix ? { redisPrefix: config.redisPrefix } : {}),
    seed: seedFor(config),
    releasesDir: config.releasesDir,
    releaseStore: releaseStoreKind(config),
    // Only the remotes that have no release yet are published from this machine's builds, before the port opens: a
    // start never changes what a released remote serves (its team's publish-remote, rollback-remote do).
    prepareReleases: releasesAtStart(remoteDistDir, config.releasesAtStart),
    shellDir: config.shellDir,
    allowedOrigins: config.allowedOrigins,
    previewOrigins: config.previewOrigins,
    ...(config.publicOrigin ? { publicOrigin: config.publicOrigin } : {}),
    ...(config.releasesOrigin ? { releasesOrigin: config.releasesOrigin } : {}),
    frameOrigins: config.frameOrigins,
    ...(config.callLimitScale ? { callLimitScale: config.callLimitScale } : {}),
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
    migrations: ops.migrations,
    ...(ops.metricsToken ? { metricsToken: ops.metricsToken } : {}),
    httpTimeouts: ops.http,
    rebalanceIntervalMs: ops.rebalanceIntervalMs,
  });

  // The address printed is the one mailed links and payment return URLs name (PUBLIC_ORIGIN or its default).
  const url = config.publicOrigin ?? defaultPublicOrigin(server.port, config.host);
  log().info(
    { url, database: server.db.kind, host: config.host ?? DEFAULT_HOST, port: server.port },
    `MealPlan is running at ${url} (database: ${server.db.kind}, listening on ${config.host ?? DEFAULT_HOST})`,
  );
  for (const line of [...providerReport(process.env), fitnessReport(process.env), telrReport(process.env), menuPdfReport(process.env)])
    if (line) log().info(line);
  if (config.callLimitScale) log().warn(`per-call write limits multiplied by ${config.callLimitScale} (CALL_LIMIT_SCALE, for tests)`);
  if (config.seedDemo) {
    log().info(`Demo logins: ${demoLogins.map((login) => `${login.email} / ${login.password} (${login.description})`).join('; ')}`);
  }
  handleSignals(server, ops.drainTimeoutMs, ops.readinessGraceMs);
}

/** Whether the menu PDF can print: the engine's Chromium (CHROMIUM_PATH, server/src/menu-pdf/engine.ts) is there. */
function menuPdfReport(env: NodeJS.ProcessEnv): string {
  const chromium = env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
  return existsSync(chromium)
    ? `Menu PDF: on (Chromium at ${chromium})`
    : `OFF: the menu PDF (no Chromium at ${chromium}: install chromium and fonts-noto-core, or set CHROMIUM_PATH)`;
}

/**
 * SIGTERM (an orchestrator, a deploy) and SIGINT (Ctrl-C) drain the server, then exit: 0 when everything in flight
 * finished, 1 otherwise. SIGTERM first answers /readyz 503 for the readiness grace, so a balancer's health checks take
 * the process out before its listener closes; Ctrl-C in a terminal has no balancer to wait for.
 */
function handleSignals(server: RunningServer, drainTimeoutMs: number, readinessGraceMs: number): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const graceMs = signal === 'SIGTERM' ? readinessGraceMs : 0;
    log().info({ signal, drainTimeoutMs, graceMs }, `${signal} received, draining`);
    setTimeout(
      () => {
        log().error('drain and close did not finish in time: exiting');
        process.exit(1);
      },
      graceMs + drainTimeoutMs + CLOSE_GRACE_MS,
    ).unref();
    server.drain(drainTimeoutMs, graceMs).then(
      (drained) => process.exit(drained ? 0 : 1),
      (error: unknown) => {
        log().error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  log().fatal({ err: error }, error instanceof Error ? `not starting: ${error.message}` : 'not starting');
  process.exit(1);
});
