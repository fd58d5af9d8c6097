// Several production server processes behind Debian's nginx, on the machine's PostgreSQL (a fresh database per run)
// and Redis: the deployment of docker-compose.yml without containers (e2e/tests/fleet, the fleet bench). Each process
// runs the production start of server/package.json; nginx runs deploy/nginx.conf with its upstream servers and listen
// port replaced. Everything started here is stopped and the database dropped by stop().
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

// Not from ./environment, which picks the e2e run's own server settings when imported (the fleet bench imports this).
const REPO_ROOT = path.resolve(__dirname, '..', '..');
const SERVER_ROOT = path.join(REPO_ROOT, 'server');
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** A free loopback port (the OS's choice, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The production start as server/package.json states it (`start:prod`), run with exec so signals reach node itself.
 * FLEET_START names another command (run in server/), e.g. to try a start that is not committed yet.
 */
function productionStart(): string {
  if (process.env.FLEET_START) return process.env.FLEET_START;
  const scripts = (JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const start = scripts['start:prod'];
  if (!start) throw new Error('server/package.json has no start:prod script');
  return start;
}

export interface FleetProcess {
  port: number;
  url: string;
  child: ChildProcess;
  logFile: string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** What the process wrote (stdout and stderr). */
  log(): string;
}

export interface FleetOptions {
  /** Server processes started together (default 2). */
  processes?: number;
  /** Extra environment for every server process. */
  env?: Record<string, string>;
}

export interface Fleet {
  /** The proxy's origin: what browsers and clients use. */
  origin: string;
  databaseUrl: string;
  /** A connection to the run's database (checks only). */
  db: pg.Client;
  processes: FleetProcess[];
  /** Starts one more production process on `port` (a process of the upstream list that has stopped). */
  startProcess(port: number): Promise<FleetProcess>;
  /** SIGTERM, then waits for the exit (SIGKILL after 20 s). */
  terminate(process: FleetProcess): Promise<number | null>;
  stop(): Promise<void>;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, failed?: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const failure = failed?.();
    if (failure) throw new Error(`${what}: ${failure}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not ready after ${timeoutMs} ms`);
}

const answers = async (url: string) => (await fetch(url)).ok;

/** deploy/nginx.conf, its upstream servers and listen port replaced, its temporary files in `dir`. */
export function nginxConfig(dir: string, listenPort: number, upstreamPorts: number[]): string {
  const source = readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx.conf'), 'utf8');
  // Each upstream server with the parameters deploy/nginx.conf gives its own.
  const parameters = /^ {4}server server-\d+:8080([^;\n]*);$/m.exec(source)?.[1] ?? '';
  const upstream = upstreamPorts.map((port) => `    server 127.0.0.1:${port}${parameters};`).join('\n');
  const replaced = source
    .replace(/^ {4}server server-\d+:8080[^\n]*\n/gm, '')
    .replace(/^ {2}upstream mealplan \{\n/m, (head) => `${head}${upstream}\n`)
    .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${listenPort};`)
    .replace(
      /^http \{$/m,
      ['http {', ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)].join('\n'),
    );
  if (!replaced.includes(`listen 127.0.0.1:${listenPort};`) || !replaced.includes(`server 127.0.0.1:${upstreamPorts[0]}`)) {
    throw new Error('deploy/nginx.conf no longer has the upstream servers and the listen line this harness replaces');
  }
  return replaced;
}

/** Starts the fleet: a fresh database, the processes together, nginx in front; resolves once all answer through the proxy. */
export async function startFleet(opts: FleetOptions = {}): Promise<Fleet> {
  const adminUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) throw new Error('The fleet needs DATABASE_URL and REDIS_URL (the machine PostgreSQL and Redis)');
  const scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-fleet-'));
  // nginx's workers run as another user when started as root: its folders must be theirs to use.
  chmodSync(scratch, 0o755);
  const name = `fleet_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const databaseUrl = target.toString();
  const db = new pg.Client({ connectionString: databaseUrl });

  const count = opts.processes ?? 2;
  const proxyPort = await freePort();
  const ports: number[] = [];
  for (let index = 0; index < count; index += 1) ports.push(await freePort());
  const origin = `http://127.0.0.1:${proxyPort}`;
  const start = productionStart();
  const children: FleetProcess[] = [];
  let nginx: ChildProcess | undefined;
  let serial = 0;

  function spawnProcess(port: number): FleetProcess {
    serial += 1;
    const logFile = path.join(scratch, `server-${serial}-${port}.log`);
    const out = openSync(logFile, 'w');
    const child = spawn('sh', ['-c', `exec ${start}`], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        PATH: `${path.join(REPO_ROOT, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        PUBLIC_ORIGIN: origin,
        // The proxy's origin, and the process's own ones (the bench also calls one process directly); the bench's
        // clients send localhost as their origin.
        ALLOWED_ORIGINS: [origin, `http://127.0.0.1:${port}`].flatMap((allowed) => [allowed, allowed.replace('127.0.0.1', 'localhost')]).join(','),
        RELEASE_STORE: '',
        RELEASES_DIR: path.join(scratch, 'releases-unused'),
        OUTBOX_DIR: path.join(scratch, 'outbox'),
        SEED_DEMO: '',
        TEST_FIXTURES: '',
        ...opts.env,
      },
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const fleetProcess: FleetProcess = { port, url: `http://127.0.0.1:${port}`, child, logFile, exited, log: () => readFileSync(logFile, 'utf8') };
    children.push(fleetProcess);
    return fleetProcess;
  }

  async function ready(fleetProcess: FleetProcess): Promise<void> {
    let code: number | null | undefined;
    void fleetProcess.exited.then((exit) => (code = exit));
    await waitFor(
      `server on port ${fleetProcess.port}`,
      () => answers(`${fleetProcess.url}/readyz`).then((ok) => ok || answers(`${fleetProcess.url}/remotes.json`)),
      60_000,
      () => (code === undefined ? undefined : `exited with ${code}:\n${fleetProcess.log()}`),
    );
  }

  async function terminate(fleetProcess: FleetProcess): Promise<number | null> {
    if (fleetProcess.child.exitCode !== null || fleetProcess.child.signalCode !== null) return fleetProcess.child.exitCode;
    fleetProcess.child.kill('SIGTERM');
    const killer = setTimeout(() => fleetProcess.child.kill('SIGKILL'), 20_000);
    const code = await fleetProcess.exited;
    clearTimeout(killer);
    return code;
  }

  async function stop(): Promise<void> {
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGTERM');
      await gone;
    }
    await Promise.all(children.map((child) => terminate(child)));
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    rmSync(scratch, { recursive: true, force: true });
  }

  try {
    // Started together, as an orchestrator starts replicas: the migrations must run once.
    const started = ports.map((port) => spawnProcess(port));
    await Promise.all(started.map((child) => ready(child)));
    await db.connect();

    const nginxDir = path.join(scratch, 'nginx');
    mkdirSync(nginxDir, { mode: 0o777 });
    chmodSync(nginxDir, 0o777);
    writeFileSync(path.join(nginxDir, 'nginx.conf'), nginxConfig(nginxDir, proxyPort, ports));
    const nginxArgs = ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-e', path.join(nginxDir, 'error.log')];
    execFileSync(NGINX, [...nginxArgs, '-t', '-g', `pid ${path.join(nginxDir, 'nginx.pid')};`], { stdio: 'pipe' });
    nginx = spawn(NGINX, [...nginxArgs, '-g', `daemon off; pid ${path.join(nginxDir, 'nginx.pid')};`], { stdio: 'ignore' });
    await waitFor('nginx', () => answers(`${origin}/remotes.json`), 15_000);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    origin,
    databaseUrl,
    db,
    processes: children,
    async startProcess(port) {
      const fleetProcess = spawnProcess(port);
      await ready(fleetProcess);
      return fleetProcess;
    },
    terminate,
    stop,
  };
}

/** Customers made in the fleet's database (server/bench/fleet-customers.ts): password, session token, a valid order. */
export interface FleetCustomer {
  email: string;
  password: string;
  userId: number;
  token: string;
  order: Record<string, unknown> & { requestKey: string };
}

export function fleetCustomers(fleet: Pick<Fleet, 'databaseUrl'>, count: number, browserId: string): FleetCustomer[] {
  const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'bench', 'fleet-customers.ts')], {
    cwd: SERVER_ROOT,
    env: { ...process.env, DATABASE_URL: fleet.databaseUrl, FLEET_CUSTOMERS: String(count), FLEET_BROWSER_ID: browserId },
    encoding: 'utf8',
  });
  return JSON.parse(output) as FleetCustomer[];
}
