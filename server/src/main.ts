// npm start --workspace server (development, through tsx) and npm run start:prod (the compiled dist/main.js):
// database, migrations, catalogue (and demo customers outside production), remote releases, HTTP + socket.io.
// Logs are JSON lines on stdout (pino, LOG_LEVEL); SIGTERM drains the process (server/src/ops/drain.ts).
import { fitnessReport } from './adapters/fitness';
import { providerReport } from './adapters/providers';
import { telrReport } from './adapters/telr';
import { DEFAULT_HOST, startServer, type RunningServer } from './app';
import { defaultPublicOrigin, loadConfig } from './config';
import { demoLogins, seedFor } from './demo';
import { publishChangedRemotes } from './deploy/publishAll';
import { releaseStoreKind } from './deploy/store';
import { createLogger, log, setLogger } from './ops/log';
import { loadOpsSettings } from './ops/settings';

/** After the drain timeout, close() itself gets this long before the process exits regardless. */
const CLOSE_GRACE_MS = 5000;

async function main(): Promise<void> {
  const config = loadConfig();
  const ops = loadOpsSettings();
  setLogger(createLogger(ops.logLevel));

  const server = await startServer({
    port: config.port,
    ...(config.host ? { host: config.host } : {}),
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }),
    ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
    seed: seedFor(config),
    releasesDir: config.releasesDir,
    releaseStore: releaseStoreKind(config),
    // The remotes built on this machine whose build the site does not serve yet, published before the port opens (a
    // process starting beside others on the same build publishes nothing).
    prepareReleases: async (store) => {
      const releases = await publishChangedRemotes(store);
      if (releases.published.length) {
        log().info({ remotes: releases.published, store: store.kind }, `Published remotes: ${releases.published.join(', ')} (${store.kind} store)`);
      }
      if (releases.missing.length) log().warn({ remotes: releases.missing }, `Not built yet (run npm run build): ${releases.missing.join(', ')}`);
    },
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
  });

  // The address printed is the one mailed links and payment return URLs name (PUBLIC_ORIGIN or its default).
  const url = config.publicOrigin ?? defaultPublicOrigin(server.port, config.host);
  log().info(
    { url, database: server.db.kind, host: config.host ?? DEFAULT_HOST, port: server.port },
    `MealPlan is running at ${url} (database: ${server.db.kind}, listening on ${config.host ?? DEFAULT_HOST})`,
  );
  for (const line of [...providerReport(process.env), fitnessReport(process.env), telrReport(process.env)]) if (line) log().info(line);
  if (config.callLimitScale) log().warn(`per-call write limits multiplied by ${config.callLimitScale} (CALL_LIMIT_SCALE, for tests)`);
  if (config.seedDemo) {
    log().info(`Demo logins: ${demoLogins.map((login) => `${login.email} / ${login.password} (${login.description})`).join('; ')}`);
  }
  handleSignals(server, ops.drainTimeoutMs);
}

/** SIGTERM and SIGINT drain the server, then exit: 0 when everything in flight finished, 1 otherwise. */
function handleSignals(server: RunningServer, drainTimeoutMs: number): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log().info({ signal, drainTimeoutMs }, `${signal} received, draining`);
    setTimeout(() => {
      log().error('drain and close did not finish in time: exiting');
      process.exit(1);
    }, drainTimeoutMs + CLOSE_GRACE_MS).unref();
    server.drain(drainTimeoutMs).then(
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
