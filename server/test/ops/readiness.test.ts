// /readyz follows the database: 503 while PostgreSQL cannot be reached, 200 once it can again. The server reaches
// PostgreSQL through a TCP relay this test opens and closes (closing it also cuts the pool's open connections).
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { openDatabase, type Db } from '../../src/db';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../src/app';
import { postgresTemplate, withDatabase } from '../support/templates';

const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

/** A TCP relay to PostgreSQL that can be shut (refusing and cutting connections) and opened again on the same port. */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async shut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

onPostgres('/readyz and the database', () => {
  let admin: Db;
  let relay: Relay;
  let server: RunningServer;
  const scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-ready-'));
  const name = `t_ready_${randomBytes(5).toString('hex')}`;

  beforeAll(async () => {
    admin = await openDatabase({ url: url! });
    await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate('migrated')!}`);
    const target = new URL(url!);
    relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) });
    await relay.open();
    const viaRelay = new URL(withDatabase(url!, name));
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    // The server opens its own pool through the relay (as a production process does from DATABASE_URL).
    server = await startServer({
      port: 0,
      databaseUrl: viaRelay.toString(),
      releasesDir: path.join(scratch, 'releases'),
      shellDir: path.join(scratch, 'shell'),
    });
  });
  afterAll(async () => {
    await server?.close();
    await relay.shut();
    await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
    await admin.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const readyz = async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/readyz`);
    return { status: response.status, body: (await response.json()) as { checks: { database: string } } };
  };

  it('is 200 while the database answers, 503 while it cannot be reached, and 200 again when it is back', async () => {
    expect(await readyz()).toMatchObject({ status: 200, body: { checks: { database: 'ok' } } });
    await relay.shut();
    expect(await readyz()).toMatchObject({ status: 503, body: { checks: { database: 'down' } } });
    // Still alive: only readiness follows the database.
    expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
    await relay.open();
    expect(await readyz()).toMatchObject({ status: 200, body: { checks: { database: 'ok' } } });
  });
});
