// Every Redis connection of the server is opened here (issue 40: Redis down degrades, never hangs).
// - REDIS_PREFIX namespaces every key, channel and stream name (key()), so two sites can share one Redis.
// - A command answers within REDIS_COMMAND_TIMEOUT_MS or fails with RedisUnavailable. There is no offline queue: a
//   command while disconnected fails at once instead of being replayed after a reconnect.
// - A link whose command failed is degraded: its callers go straight to their fallback (the process's own limits,
//   the database instead of the cache) until a probe, every PROBE_INTERVAL_MS, answers again.
// - A write whose answer did not come in time must never land later. Closing the connection does not ensure that:
//   a paused Redis, once resumed, still runs what its socket buffer holds, even from a connection already reset. So
//   such writes are Lua scripts (guarded) given a deadline in Redis's own clock (the probe measures the offset): run
//   after it, a script changes nothing.
import { createClient, ErrorReply } from '@redis/client';
import { log } from './log';

/** A client as createRedisClient makes it (node-redis's core client: no modules, scripts or functions). */
export type RedisClient = ReturnType<typeof createRedisClient>;

export interface RedisSettings {
  url: string;
  /** REDIS_PREFIX: put before every key, channel and stream name ('' when unset). */
  prefix?: string;
}

export const REDIS_COMMAND_TIMEOUT_MS = 1000;
const PROBE_INTERVAL_MS = 1000;
/** Kept off a guarded write's deadline: a script running this close to the caller's timeout changes nothing either. */
const DEADLINE_MARGIN_MS = 100;

/** Redis did not answer in time, is not connected, or refused the command: the caller falls back or fails. */
export class RedisUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RedisUnavailable';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisUnavailable(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Backoff between reconnect attempts: 50 ms doubling to 2 s, with jitter so processes do not retry in step. */
const reconnectDelay = (retries: number) => Math.min(50 * 2 ** retries, 2000) + Math.floor(Math.random() * 100);

/** A node-redis client without an offline queue, reconnecting with backoff; its errors logged at debug level. */
export function createRedisClient(url: string, component: string, { offlineQueue = false } = {}) {
  const client = createClient({
    url,
    disableOfflineQueue: !offlineQueue,
    socket: { connectTimeout: REDIS_COMMAND_TIMEOUT_MS, reconnectStrategy: reconnectDelay },
  });
  client.on('error', (error: unknown) => log().debug({ err: error, component }, 'redis error'));
  return client;
}

/** Connects in the background; waits at most one command timeout (a process starts degraded while Redis is away). */
export async function connectWithin(client: RedisClient, component: string, ms = REDIS_COMMAND_TIMEOUT_MS): Promise<boolean> {
  const connecting = client.connect().then(
    () => true,
    (error: unknown) => {
      log().warn({ err: error, component }, 'redis: could not connect');
      return false;
    },
  );
  return Promise.race([connecting, sleep(ms).then(() => false)]);
}

/** The Lua head of a guarded write: ARGV[1] is the deadline (ms, Redis's clock); past it the script returns nil. */
const GUARD = `local now = redis.call('TIME')
if tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000) > tonumber(ARGV[1]) then return false end
`;

export interface RedisLinkOptions {
  timeoutMs?: number;
  probeIntervalMs?: number;
}

/** One connection to Redis for commands, with its timeout, its degraded state and its guarded writes. */
export class RedisLink {
  readonly prefix: string;
  private degradedSince: number | undefined;
  /** Redis's clock minus ours (ms), and how far off that may be (half the round trip it was measured over). */
  private clockOffset = 0;
  private clockError = 0;
  private probing = false;
  private readonly probeTimer: NodeJS.Timeout;
  private readonly listeners = new Set<(degraded: boolean) => void>();

  private constructor(
    readonly client: RedisClient,
    settings: RedisSettings,
    readonly component: string,
    private readonly timeoutMs: number,
    probeIntervalMs: number,
  ) {
    this.prefix = settings.prefix ?? '';
    this.probeTimer = setInterval(() => void this.probe(), probeIntervalMs).unref();
  }

  /** Opens a link; when Redis does not answer within the timeout the link starts degraded and keeps connecting. */
  static async open(settings: RedisSettings, component: string, opts: RedisLinkOptions = {}): Promise<RedisLink> {
    const timeoutMs = opts.timeoutMs ?? REDIS_COMMAND_TIMEOUT_MS;
    const link = new RedisLink(createRedisClient(settings.url, component), settings, component, timeoutMs, opts.probeIntervalMs ?? PROBE_INTERVAL_MS);
    if (await connectWithin(link.client, component, timeoutMs)) await link.probe();
    else link.markDegraded(new RedisUnavailable('not connected'));
    return link;
  }

  /** A key, channel or stream name under REDIS_PREFIX. */
  key(name: string): string {
    return `${this.prefix}${name}`;
  }

  /** True while Redis is not known to answer: callers use their fallback without waiting. */
  get degraded(): boolean {
    return this.degradedSince !== undefined;
  }

  /** Told each time the link becomes degraded (true) or answers again (false). */
  onChange(listener: (degraded: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Runs a command within the timeout. Rejects with RedisUnavailable at once while degraded or disconnected, and
   * after the timeout (the link is then degraded). A write run here may still land after its timeout; a write that
   * must not is guarded().
   */
  async run<T>(command: (client: RedisClient) => Promise<T>): Promise<T> {
    if (this.degraded || !this.client.isReady) {
      this.markDegraded(new RedisUnavailable('not connected'));
      throw new RedisUnavailable(`${this.component}: redis unavailable`);
    }
    try {
      return await within(command(this.client), this.timeoutMs);
    } catch (error) {
      // Redis answered with an error (a bad command or script): it answers, so the link is not degraded.
      if (!(error instanceof ErrorReply)) this.markDegraded(error);
      throw error instanceof RedisUnavailable ? error : new RedisUnavailable(`${this.component}: redis command failed`, { cause: error });
    }
  }

  /**
   * Runs a Lua write script that changes nothing if Redis runs it after this call has timed out. The script's
   * KEYS and ARGV are its own; its ARGV start at index 2 (ARGV[1] is the deadline). It must not return nil.
   */
  async guarded<T>(script: string, keys: string[], args: (string | number)[]): Promise<T> {
    const deadline = Date.now() + this.clockOffset - this.clockError + this.timeoutMs - DEADLINE_MARGIN_MS;
    const reply = await this.run((client) => client.eval(GUARD + script, { keys, arguments: [String(deadline), ...args.map(String)] }));
    if (reply === null) throw new RedisUnavailable(`${this.component}: redis ran the write too late; it changed nothing`);
    return reply as T;
  }

  /** Asks Redis the time: measures the clock offset, and ends (or starts) the degraded state. */
  private async probe(): Promise<void> {
    if (this.probing || !this.client.isOpen) return;
    if (!this.client.isReady) return this.markDegraded(new RedisUnavailable('not connected'));
    this.probing = true;
    try {
      const sent = Date.now();
      const [seconds, micros] = await within(this.client.time(), this.timeoutMs);
      const received = Date.now();
      this.clockOffset = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - (sent + received) / 2;
      this.clockError = (received - sent) / 2 + 1;
      this.markAnswering();
    } catch (error) {
      this.markDegraded(error);
    } finally {
      this.probing = false;
    }
  }

  private markDegraded(error: unknown): void {
    if (this.degradedSince !== undefined) return;
    this.degradedSince = Date.now();
    log().warn({ err: error, component: this.component }, 'redis degraded: using the process-own fallback until it answers');
    for (const listener of this.listeners) listener(true);
  }

  private markAnswering(): void {
    if (this.degradedSince === undefined) return;
    log().info({ component: this.component, seconds: (Date.now() - this.degradedSince) / 1000 }, 'redis answers again');
    this.degradedSince = undefined;
    for (const listener of this.listeners) listener(false);
  }

  async close(): Promise<void> {
    clearInterval(this.probeTimer);
    // Never waits for a reply: a paused Redis would hold the close.
    if (this.client.isOpen) this.client.destroy();
  }
}
