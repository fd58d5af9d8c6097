// The production start (npm run build, then node dist/main.js with NODE_ENV=production) run as a real process:
// - refused with a clear message when it would run wrong (no DATABASE_URL nor EMBEDDED_DB=1, no PUBLIC_ORIGIN);
// - the documented `npm run start:prod` (root package.json) under traffic, on its embedded database: SIGTERM reaches
//   node through npm, /readyz answers 503 while the listener still accepts (the readiness grace), then connections are
//   refused, the socket is handed on and the process exits 0;
// - with a guard that stops it if it loads TypeScript or a devDependency, its graceful drain on SIGTERM: a call in
//   flight (held on a row lock this test owns) is answered, new connections are refused, /readyz says 503 on a
//   connection opened before, the socket is closed so its client reconnects elsewhere, and the customer's session
//   carries on with another process from the token alone. Needs PostgreSQL (DATABASE_URL).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { openDatabase, type Db } from '../../src/db';
import { ensureCompiledServer, REPO_ROOT, SERVER_ROOT } from '../support/compiled';
import { connectClient, startTestServer } from '../support/harness';
import { postgresTemplate, withDatabase } from '../support/templates';

const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

jest.setTimeout(240_000);

beforeAll(ensureCompiledServer);

interface Started {
  child: ChildProcess;
  port: number;
  lines: Array<Record<string, unknown>>;
  exited: Promise<number | null>;
}

/** The compiled server run by node, with the guard against TypeScript and devDependencies. */
const compiledServer = (env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, ['-r', path.join(SERVER_ROOT, 'test/support/production-only.cjs'), 'dist/main.js'], {
    cwd: SERVER_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** The start the README documents, from the repository's root: `npm run start:prod`. */
const documentedStart = (env: NodeJS.ProcessEnv) =>
  spawn('npm', ['run', '--silent', 'start:prod'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });

/** Starts the server and resolves once it logs that it is running (its JSON log lines collected). */
function startCompiled(env: NodeJS.ProcessEnv, start = compiledServer): Promise<Started> {
  const child = start(env);
  const lines: Array<Record<string, unknown>> = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line) as Record<string, unknown>;
      lines.push(entry);
      if (typeof entry.port === 'number' && String(entry.msg).startsWith('MealPlan is running')) resolve({ child, port: entry.port, lines, exited });
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it ran: ${stderr}\n${JSON.stringify(lines)}`)));
  });
}

function openConnection(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** True once nothing accepts connections on the port. */
async function refusesConnections(port: number): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const refused = await openConnection(port).then(
      (socket) => {
        socket.destroy();
        return false;
      },
      () => true,
    );
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** Runs the compiled server until it exits; resolves with its exit code and everything it wrote. */
function runToExit(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = compiledServer(env);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('a production start that would run wrong', () => {
  const base = { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'info' };

  it('is refused without DATABASE_URL (unless EMBEDDED_DB=1) and without PUBLIC_ORIGIN, saying what to set', async () => {
    const neither = await runToExit(base);
    expect(neither.code).toBe(1);
    expect(neither.output).toContain('NODE_ENV=production refuses to start: DATABASE_URL is not set');
    expect(neither.output).toContain('or EMBEDDED_DB=1');
    expect(neither.output).toContain('PUBLIC_ORIGIN is not set: set it to the address customers open the site at');
    expect(neither.output).not.toContain('MealPlan is running');

    const noOrigin = await runToExit({ ...base, EMBEDDED_DB: '1' });
    expect(noOrigin.code).toBe(1);
    expect(noOrigin.output).toContain('refuses to start: PUBLIC_ORIGIN is not set');
    expect(noOrigin.output).not.toContain('DATABASE_URL is not set');

    const noDatabase = await runToExit({ ...base, PUBLIC_ORIGIN: 'https://mealplan.example' });
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.output).toContain('refuses to start: DATABASE_URL is not set');
    expect(noDatabase.output).not.toContain('PUBLIC_ORIGIN is not set');
  });
});

type Probe = 'ready' | 'not ready' | 'refused';

/** One /readyz on a new connection: its answer, or refused when nothing accepts it. */
function probeReadiness(port: number): Promise<Probe> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('GET /readyz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('end', () => resolve(/^HTTP\/1\.1 200/.test(received) ? 'ready' : /^HTTP\/1\.1 503/.test(received) ? 'not ready' : 'refused'));
    socket.on('error', () => resolve('refused'));
  });
}

describe('the documented production start (npm run start:prod) under traffic', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-grace-'));
  let started: Started | undefined;
  afterAll(() => {
    started?.child.kill('SIGKILL');
    rmSync(scratch, { recursive: true, force: true });
  });

  it('on SIGTERM answers /readyz 503 while it still accepts, then refuses connections, hands its socket on and exits 0', async () => {
    started = await startCompiled(
      {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: '0',
        EMBEDDED_DB: '1',
        DATA_DIR: path.join(scratch, 'data'),
        PUBLIC_ORIGIN: 'https://mealplan.example',
        RELEASES_DIR: path.join(scratch, 'releases'),
        SHELL_DIR: path.join(scratch, 'shell'),
        OUTBOX_DIR: path.join(scratch, 'outbox'),
        READINESS_GRACE_MS: '1500',
        LOG_LEVEL: 'info',
      },
      documentedStart,
    );
    const { port } = started;
    const base = `http://127.0.0.1:${port}`;
    expect(await probeReadiness(port)).toBe('ready');

    // Traffic: a client calling in a loop until its socket is handed on.
    const client = await connectClient({ url: base }, { origin: base });
    const disconnected = new Promise<string>((resolve) => client.socket.once('disconnect', (reason) => resolve(reason)));
    const replies: string[] = [];
    const traffic = (async () => {
      while (client.socket.connected) {
        const reply = client.socket.timeout(10_000).emitWithAck('settings', { type: 'get', data: {} }) as Promise<{ type: string; status?: string }>;
        replies.push(
          await reply.then(
            (answer) => (answer.type.endsWith('Err') || answer.status === 'err' ? 'err' : 'answered'),
            () => 'no answer',
          ),
        );
      }
    })();
    while (replies.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));

    // SIGTERM to npm, which passes it on to node.
    started.child.kill('SIGTERM');
    const seen: Probe[] = [];
    while (seen.at(-1) !== 'refused') {
      seen.push(await probeReadiness(port));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Ready until the signal, not ready (still accepting) during the grace, refused once the listener closed.
    const order = seen.filter((probe, index) => probe !== seen[index - 1]);
    expect(order.slice(-2)).toEqual(['not ready', 'refused']);
    expect(order.filter((probe) => probe === 'ready').length).toBeLessThanOrEqual(1);
    expect(order[0] === 'ready' ? order.slice(1) : order).toEqual(['not ready', 'refused']);

    expect(await disconnected).toBe('transport close');
    await traffic;
    // Every call answered; only one sent as the transport closed may go unanswered (the site's client sends it again).
    expect(replies.filter((outcome) => outcome !== 'answered')).toEqual(replies.at(-1) === 'answered' ? [] : ['no answer']);
    expect(await started.exited).toBe(0);
    expect(started.lines).toContainEqual(expect.objectContaining({ msg: 'drained', outcome: 'drained' }));
  });
});

onPostgres('the production start', () => {
  let admin: Db;
  const name = `t_prod_${randomBytes(5).toString('hex')}`;
  const scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-prod-'));
  let databaseUrl: string;
  let started: Started | undefined;

  beforeAll(async () => {
    admin = await openDatabase({ url: url! });
    await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate('seeded')!}`);
    databaseUrl = withDatabase(url!, name);
  });
  afterAll(async () => {
    started?.child.kill('SIGKILL');
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('runs the compiled server on production dependencies and drains it on SIGTERM without failing the call in flight', async () => {
    started = await startCompiled({
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN: 'https://mealplan.example',
      // Straight to the drain: the readiness grace is the other test's.
      READINESS_GRACE_MS: '0',
      RELEASES_DIR: path.join(scratch, 'releases'),
      SHELL_DIR: path.join(scratch, 'shell'),
      OUTBOX_DIR: path.join(scratch, 'outbox'),
      PASSWORD_SCRYPT_COST: process.env.PASSWORD_SCRYPT_COST,
      DRAIN_TIMEOUT_MS: '20000',
      LOG_LEVEL: 'info',
    });
    const { port } = started;
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // The process's own series, which its entry starts (collectProcessMetrics), beside the site's.
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(metrics).toContain('nodejs_gc_duration_seconds');
    expect(metrics).toContain('mealplan_calls_total');

    // A customer signs in on a socket.
    const client = await connectClient({ url: base }, { origin: base });
    const signedIn = await client.call('login', 'set', {
      email: 'sara.haddad@example.com',
      password: 'MealPlan2026',
      browserId: 'DRAINTESTBROWSER',
      app: 'customer',
    });
    expect(signedIn.type).toBe('setOk');
    const { token, user_id: userId } = signedIn.data as { token: string; user_id: number };

    // A write held in flight: this test locks the customer's row, so the language save waits for it.
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const inFlight = client.call('profile', 'set', { scenario: 'language', language: 'ar' });
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const waiting = await admin.one<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
        [name],
      );
      if (waiting?.n) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const disconnected = new Promise<string>((resolve) => client.socket.once('disconnect', (reason) => resolve(reason)));
    const probe = await openConnection(port);

    started.child.kill('SIGTERM');
    expect(await refusesConnections(port)).toBe(true);
    // A connection opened before the drain still gets an answer: not ready.
    const readyAnswer = await new Promise<string>((resolve) => {
      let received = '';
      probe.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        if (received.includes('}')) resolve(received);
      });
      probe.write('GET /readyz HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    expect(readyAnswer).toMatch(/^HTTP\/1\.1 503/);
    expect(readyAnswer).toContain('"draining":true');
    probe.destroy();
    expect(client.socket.connected).toBe(true);

    // The row is released: the call in flight completes and is answered, then the socket is handed on.
    await locker.query('COMMIT');
    await locker.end();
    expect(await inFlight).toMatchObject({ type: 'setOk' });
    // Closed by the server's transport, not a socket.io "server disconnect": a browser's client reconnects by itself.
    expect(await disconnected).toBe('transport close');
    expect(await started.exited).toBe(0);
    expect(started.lines).toContainEqual(expect.objectContaining({ msg: 'drained', outcome: 'drained' }));
    expect(await admin.one('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])).toEqual({ n: 0 });

    // Written once, and the customer carries on with another process on the token alone (no new sign-in).
    const db = await openDatabase({ url: databaseUrl });
    const other = await startTestServer({ db, seed: false });
    try {
      expect(await db.one('SELECT language FROM users WHERE id = $1', [userId])).toEqual({ language: 'ar' });
      const again = await connectClient(other);
      expect(await again.call('client_check', 'get', { token, browserId: 'DRAINTESTBROWSER' })).toMatchObject({
        type: 'setUser',
        data: { user_id: userId },
      });
      again.close();
    } finally {
      await other.close();
      await db.close();
    }
  });
});
