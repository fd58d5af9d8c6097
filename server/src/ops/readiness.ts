// /readyz: may a load balancer send this process traffic? Yes when its database answers, its migrations are done
// and it is not draining. Redis does not decide it (issue 40): every process shares one Redis, so a Redis outage
// would take the whole fleet out of the balancer at once, while each process can serve without it (ops/redis.ts).
// Redis not answering is reported as `degraded: true` with `redis: 'down'`, still 200. Cheap: one `SELECT 1` and one
// PING, each bounded by a timeout, and probes that arrive while a check runs share it. The report names each
// check's state only (never an error text, which could carry a host or a user name).
import type { Db } from '../db';
import { log } from './log';
import { RedisLink, type RedisSettings } from './redis';

export type CheckState = 'ok' | 'down' | 'off';

export interface ReadyReport {
  ready: boolean;
  /** Present (true) while Redis is configured and does not answer: served with the process-own fallbacks. */
  degraded?: true;
  checks: { database: CheckState; redis: CheckState; migrations: 'done' | 'pending'; draining: boolean };
}

export interface Readiness {
  /** Set once the schema is migrated (or verified) and the server listens. */
  markMigrated(): void;
  /** Set when a drain begins: /readyz answers 503 from then on. */
  markDraining(): void;
  readonly draining: boolean;
  check(): Promise<ReadyReport>;
  close(): Promise<void>;
}

export interface ReadinessOptions {
  db: Db;
  redis?: RedisSettings;
  /** Each check's bound (default 2 s). */
  timeoutMs?: number;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function createReadiness({ db, redis: redisSettings, timeoutMs = 2000 }: ReadinessOptions): Promise<Readiness> {
  // A link of its own: while Redis is unreachable or degraded a PING fails at once instead of waiting.
  const redis = redisSettings ? await RedisLink.open(redisSettings, 'readiness') : undefined;
  let migrated = false;
  let draining = false;
  let running: Promise<ReadyReport> | undefined;

  const probe = async <T>(name: string, run: () => Promise<T>): Promise<CheckState> => {
    try {
      await within(run(), timeoutMs);
      return 'ok';
    } catch (error) {
      log().warn({ check: name, err: error }, 'readiness check failed');
      return 'down';
    }
  };

  async function runChecks(): Promise<ReadyReport> {
    const [database, redisState] = await Promise.all([
      probe('database', () => db.one('SELECT 1 AS ok')),
      redis ? probe('redis', () => redis.run((client) => client.ping())) : Promise.resolve<CheckState>('off'),
    ]);
    const checks = { database, redis: redisState, migrations: migrated ? ('done' as const) : ('pending' as const), draining };
    return { ready: database === 'ok' && migrated && !draining, ...(redisState === 'down' ? { degraded: true as const } : {}), checks };
  }

  return {
    markMigrated: () => void (migrated = true),
    markDraining: () => void (draining = true),
    get draining() {
      return draining;
    },
    check() {
      running ??= runChecks().finally(() => (running = undefined));
      return running;
    },
    async close() {
      await redis?.close();
    },
  };
}
