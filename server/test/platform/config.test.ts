import path from 'node:path';
import { defaultPublicOrigin, loadConfig, ownOrigins, SERVER_ROOT } from '../../src/config';

describe('loadConfig', () => {
  it('defaults to port 8080, the embedded database in server/data and releases in server/releases', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.join(SERVER_ROOT, 'data'),
      releasesDir: path.join(SERVER_ROOT, 'releases'),
      allowedOrigins: [],
      previewOrigins: [],
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it('reads PUBLIC_ORIGIN as an origin and refuses one that is not an http(s) URL', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://mealplan.ae/' }).publicOrigin).toBe('https://mealplan.ae');
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'mealplan.ae' })).toThrow(/PUBLIC_ORIGIN must be an absolute URL/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://mealplan.ae' })).toThrow(/PUBLIC_ORIGIN must be an http or https URL/);
  });

  it('reads RELEASES_ORIGIN (the releases CDN) as an origin and refuses one that is not an http(s) URL', () => {
    expect(loadConfig({ RELEASES_ORIGIN: 'https://cdn.mealplan.ae/' }).releasesOrigin).toBe('https://cdn.mealplan.ae');
    expect(loadConfig({}).releasesOrigin).toBeUndefined();
    expect(() => loadConfig({ RELEASES_ORIGIN: 'cdn.mealplan.ae' })).toThrow(/RELEASES_ORIGIN must be an absolute URL/);
  });

  it('defaults PUBLIC_ORIGIN to the address npm start prints: localhost, or the one address HOST names', () => {
    expect(defaultPublicOrigin(8080)).toBe('http://localhost:8080');
    for (const host of ['127.0.0.1', '0.0.0.0', '::', 'localhost'])
      expect([host, defaultPublicOrigin(8080, host)]).toEqual([host, 'http://localhost:8080']);
    expect(defaultPublicOrigin(8080, 'kitchen-laptop.lan')).toBe('http://kitchen-laptop.lan:8080');
    expect(defaultPublicOrigin(8080, '192.168.1.20')).toBe('http://192.168.1.20:8080');
    expect(defaultPublicOrigin(8080, 'fe80::1')).toBe('http://[fe80::1]:8080');
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://db/mealplan',
      REDIS_URL: 'redis://cache:6379',
      DATA_DIR: '/var/mealplan/data',
      RELEASES_DIR: '/var/mealplan/releases',
      SHELL_DIR: '/var/mealplan/shell',
      ALLOWED_ORIGINS: 'https://mealplan.ae, https://www.mealplan.ae',
      PREVIEW_ORIGINS: 'https://staging.mealplan.ae',
      SCHEDULING_ORIGINS: 'https://calendly.com/mealplan/consultation, not a url',
    });
    expect(config).toEqual({
      port: 9090,
      databaseUrl: 'postgres://db/mealplan',
      redisUrl: 'redis://cache:6379',
      dataDir: '/var/mealplan/data',
      releasesDir: '/var/mealplan/releases',
      shellDir: '/var/mealplan/shell',
      allowedOrigins: ['https://mealplan.ae', 'https://www.mealplan.ae'],
      previewOrigins: ['https://staging.mealplan.ae'],
      frameOrigins: ['https://calendly.com'],
      seedDemo: true,
      releasesAtStart: 'built',
    });
  });

  it('seeds the demo customers outside production only, and refuses a production start that asks for them (SEED_DEMO)', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' })).toThrow(
      'SEED_DEMO=1 is refused with NODE_ENV=production: the demo customers have a published password',
    );
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow('SEED_DEMO must be 1 or 0');
  });

  it('multiplies the per-call limits only outside production (CALL_LIMIT_SCALE)', () => {
    expect(loadConfig({ CALL_LIMIT_SCALE: '50' }).callLimitScale).toBe(50);
    expect(loadConfig({}).callLimitScale).toBeUndefined();
    expect(loadConfig({ CALL_LIMIT_SCALE: '50', NODE_ENV: 'production' }).callLimitScale).toBeUndefined();
    expect(() => loadConfig({ CALL_LIMIT_SCALE: '0.5' })).toThrow('CALL_LIMIT_SCALE');
  });

  it('refuses a port that is not a port number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number');
  });

  it('names the origins a local server answers as', () => {
    expect(ownOrigins(8080)).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
  });
});
