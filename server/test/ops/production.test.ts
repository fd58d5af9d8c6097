// The production start (npm run build, then node dist/main.js with NODE_ENV=production) run as a real process,
// with a guard that stops it if it loads TypeScript or a devDependency, and its graceful drain on SIGTERM: a call in
// flight (held on a row lock this test owns) is answered, new connections are refused, /readyz says 503 on a
// connection opened before, the socket is closed so its client reconnects elsewhere, and the customer's session
// carries on with another process from the token alone. Needs PostgreSQL (DATABASE_URL).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { openDatabase, type Db } from '../../src/db';
import { connectClient, startTestServer } from '../support/harness';
import { postgresTemplate, withDatabase } from '../support/templates';

const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;
const SERVER_ROOT = path.resolve(__dirname, '../..');

jest.setTimeout(240_000);

interface Started {
  child: ChildProcess;
  port: number;
  lines: Array<Record<string, unknown>>;
  exited: Promise<number | null>;
}

/** Starts the compiled server and resolves once it logs that it is running. */
function startCompiled(env: NodeJS.ProcessEnv): Promise<Started> {
  const child = spawn(process.execPath, ['-r', path.join(SERVER_ROOT, 'test/support/production-only.cjs'), 'dist/main.js'], {
    cwd: SERVER_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Array<Record<string, unknown>> = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
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

onPostgres('the production start', () => {
  let admin: Db;
  const name = `t_prod_${randomBytes(5).toString('hex')}`;
  const scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-prod-'));
  let databaseUrl: string;
  let started: Started | undefined;

  beforeAll(async () => {
    execFileSync(process.execPath, [path.join(SERVER_ROOT, 'scripts/build.mjs')], { cwd: SERVER_ROOT, stdio: 'pipe' });
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
