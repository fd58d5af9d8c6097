// The production settings read from the environment (server/src/ops/settings.ts).
import { DEFAULT_DB_LIMITS, DEFAULT_HTTP_TIMEOUTS, loadOpsSettings } from '../../src/ops/settings';

describe('operations settings', () => {
  it('has defaults for one process behind a proxy', () => {
    expect(loadOpsSettings({ NODE_ENV: 'production' })).toEqual({
      logLevel: 'info',
      drainTimeoutMs: 25_000,
      readinessGraceMs: 5_000,
      rebalanceIntervalMs: 10_000,
      database: DEFAULT_DB_LIMITS,
      migrations: 'apply',
      http: DEFAULT_HTTP_TIMEOUTS,
    });
    expect(loadOpsSettings({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it('reads each setting', () => {
    const settings = loadOpsSettings({
      LOG_LEVEL: 'debug',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
      DRAIN_TIMEOUT_MS: '5000',
      MIGRATIONS: 'verify',
      HEADERS_TIMEOUT_MS: '2000',
      REQUEST_TIMEOUT_MS: '30000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      CONNECTION_TIMEOUT_MS: '600000',
      READINESS_GRACE_MS: '0',
      REBALANCE_INTERVAL_MS: '30000',
      DB_POOL_MAX: '20',
      DB_ACQUIRE_TIMEOUT_MS: '1500',
      DB_STATEMENT_TIMEOUT_MS: '4000',
    });
    expect(settings).toEqual({
      logLevel: 'debug',
      metricsToken: 'a-long-enough-metrics-token',
      drainTimeoutMs: 5000,
      readinessGraceMs: 0,
      rebalanceIntervalMs: 30_000,
      database: { poolMax: 20, acquireTimeoutMs: 1500, statementTimeoutMs: 4000 },
      migrations: 'verify',
      http: { headersTimeoutMs: 2000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 65_000, connectionTimeoutMs: 600_000, checkIntervalMs: 5000 },
    });
  });

  it.each([
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 16 characters/],
    [{ DRAIN_TIMEOUT_MS: '0' }, /DRAIN_TIMEOUT_MS must be a whole number of milliseconds of at least 1/],
    [{ REQUEST_TIMEOUT_MS: '2.5' }, /REQUEST_TIMEOUT_MS must be a whole number/],
    [{ MIGRATIONS: 'skip' }, /MIGRATIONS must be apply or verify/],
    [{ DB_POOL_MAX: '0' }, /DB_POOL_MAX must be a whole number of at least 1/],
    [{ DB_STATEMENT_TIMEOUT_MS: 'soon' }, /DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds/],
  ])('refuses %j', (env, message) => {
    expect(() => loadOpsSettings(env)).toThrow(message);
  });
});
