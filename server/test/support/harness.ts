import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { startServer, type RunningServer, type StartServerOptions } from '../../src/app';
import { seedDatabase } from '../../src/demo';
import type { ReplyEnvelope } from '../../src/realtime/dispatch';
import { createTestDatabase, type Engine } from './database';

export interface TestServer extends RunningServer {
  releasesDir: string;
  shellDir: string;
}

export interface TestServerOptions extends Partial<Omit<StartServerOptions, 'port' | 'seed'>> {
  engine?: Engine;
  /** Seed the catalog and demo data (default true). */
  seed?: StartServerOptions['seed'] | false;
}

/**
 * An in-process server on a free port over a fresh database of its own (PGlite, or DATABASE_URL's PostgreSQL)
 * cloned from the run's migrated and seeded template, with empty temporary shell and releases folders.
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const { engine, seed, ...rest } = opts;
  // A fresh database starts as a clone of the run's migrated or seeded template; only a custom seed still runs here.
  const seedFn = seed === false ? undefined : (seed ?? seedDatabase);
  const fromSeededTemplate = !opts.db && seedFn === seedDatabase;
  const testDb = opts.db ? undefined : await createTestDatabase(engine, { template: fromSeededTemplate ? 'seeded' : 'migrated' });
  const scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-test-'));
  const releasesDir = opts.releasesDir ?? path.join(scratch, 'releases');
  const shellDir = opts.shellDir ?? path.join(scratch, 'shell');
  const server = await startServer({
    ...rest,
    port: 0,
    host: opts.host ?? '127.0.0.1',
    db: opts.db ?? testDb!.db,
    releasesDir,
    shellDir,
    ...(seedFn && !fromSeededTemplate ? { seed: seedFn } : {}),
  });
  // The database and folders are the harness's: released once, after a close or a drain (which closes the server).
  let released: Promise<void> | undefined;
  const release = () =>
    (released ??= (async () => {
      await testDb?.dispose();
      rmSync(scratch, { recursive: true, force: true });
    })());
  return {
    ...server,
    releasesDir,
    shellDir,
    async close() {
      await server.close();
      await release();
    },
    async drain(timeoutMs: number, graceMs?: number) {
      const drained = await server.drain(timeoutMs, graceMs);
      await release();
      return drained;
    },
  };
}

export interface TestClient {
  socket: Socket;
  /** Sends {type, data} on channel with an acknowledgement and resolves with the reply it carries. */
  call(channel: string, type: string, data?: unknown): Promise<ReplyEnvelope>;
  /** Sends a raw payload on channel with an acknowledgement and resolves with the reply it carries. */
  send(channel: string, payload: unknown): Promise<ReplyEnvelope>;
  /** Resolves with the next message pushed (emitted as an event) on channel that matches. */
  next(channel: string, matches?: (payload: ReplyEnvelope) => boolean): Promise<ReplyEnvelope>;
  close(): void;
}

/** A socket.io client (websocket only) connected to the server, sending the given Origin (default the server's). */
export async function connectClient(
  server: Pick<RunningServer, 'url'>,
  opts: { origin?: string; reconnect?: boolean; localAddress?: string } = {},
): Promise<TestClient> {
  // From another loopback address (127.x.y.z) the server sees another client IP: the connection then goes to 127.0.0.1.
  const url = opts.localAddress ? server.url.replace('//localhost:', '//127.0.0.1:') : server.url;
  const socket = connect(url, {
    transports: ['websocket'],
    ...(opts.localAddress ? { localAddress: opts.localAddress } : {}),
    extraHeaders: { origin: opts.origin ?? server.url },
    forceNew: true,
    reconnection: opts.reconnect ?? false,
    reconnectionDelay: 50,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  const next = (channel: string, matches: (payload: ReplyEnvelope) => boolean = () => true) =>
    new Promise<ReplyEnvelope>((resolve) => {
      const listener = (payload: ReplyEnvelope) => {
        if (!matches(payload)) return;
        socket.off(channel, listener);
        resolve(payload);
      };
      socket.on(channel, listener);
    });
  return {
    socket,
    next,
    call(channel, type, data) {
      return socket.emitWithAck(channel, { type, data }) as Promise<ReplyEnvelope>;
    },
    send(channel, payload) {
      return socket.emitWithAck(channel, payload) as Promise<ReplyEnvelope>;
    },
    close: () => void socket.close(),
  };
}
