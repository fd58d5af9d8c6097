// npm start --workspace server: database, migrations, catalogue (and demo customers outside production), remote
// releases, HTTP + socket.io.
import { fitnessReport } from './adapters/fitness';
import { providerReport } from './adapters/providers';
import { DEFAULT_HOST, startServer } from './app';
import { loadConfig } from './config';
import { demoLogins, seedFor } from './demo';
import { publishChangedRemotes } from './deploy/publishAll';
import { releaseStoreKind } from './deploy/store';

async function main(): Promise<void> {
  const config = loadConfig();

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
      if (releases.published.length) console.log(`Published remotes: ${releases.published.join(', ')} (${store.kind} store)`);
      if (releases.missing.length) console.warn(`Not built yet (run npm run build): ${releases.missing.join(', ')}`);
    },
    shellDir: config.shellDir,
    allowedOrigins: config.allowedOrigins,
    previewOrigins: config.previewOrigins,
    ...(config.publicOrigin ? { publicOrigin: config.publicOrigin } : {}),
    frameOrigins: config.frameOrigins,
    ...(config.callLimitScale ? { callLimitScale: config.callLimitScale } : {}),
  });

  console.log(`MealPlan is running at ${server.url} (database: ${server.db.kind}, listening on ${config.host ?? DEFAULT_HOST})`);
  for (const line of [...providerReport(process.env), fitnessReport(process.env)]) if (line) console.log(`  ${line}`);
  if (config.callLimitScale) console.warn(`  per-call write limits multiplied by ${config.callLimitScale} (CALL_LIMIT_SCALE, for tests)`);
  if (config.seedDemo) {
    console.log('Demo logins:');
    for (const login of demoLogins) console.log(`  ${login.email} / ${login.password}  ${login.description}`);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
