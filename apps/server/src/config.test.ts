import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SQLITE_FILE).toMatch(/data[\\/]bazaar\.db$/);
    expect(config.SEED_ON_START).toBe(true);
    expect(config.CORS_ORIGINS).toEqual([]);
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('seeds the demo catalogue by default only into the embedded SQLite', () => {
    const postgres = 'postgres://postgres@127.0.0.1:5432/test';
    expect(loadConfig({}).SEED_ON_START).toBe(true);
    expect(loadConfig({ DATABASE_URL: postgres }).SEED_ON_START).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, SEED_ON_START: 'true' }).SEED_ON_START).toBe(true);
    expect(loadConfig({ SEED_ON_START: '0' }).SEED_ON_START).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('reads typed values', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_ON_START: 'false',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
    expect(config.PORT).toBe(8080);
    expect(config.SEED_ON_START).toBe(false);
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });

  it('stops with a message naming every bad variable', () => {
    const load = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT: must be a port number/);
    expect(load).toThrow(/DATABASE_URL: must be a postgres:\/\/ connection string/);
    expect(load).toThrow(/LOG_LEVEL: /);
  });

  it.each(['0x50', '1e3', ' 80', '80.0', '-1', '65536', '+80', '８０'])(
    'accepts only a decimal PORT, not %j',
    (value) => {
      expect(() => loadConfig({ PORT: value })).toThrow(/PORT: must be a port number/);
    },
  );

  it('trusts a number of proxy hops or a list of proxy addresses, never every hop', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/40', '*', 'proxy.example']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be false/);
    }
  });

  it('takes the social accounts as https URLs, the contract defaults when unset', () => {
    expect(loadConfig({}).SOCIAL_LINKS).toHaveLength(4);
    expect(
      loadConfig({ SOCIAL_LINKS: 'https://instagram.com/bazaar.in, https://wa.me/919820000000' })
        .SOCIAL_LINKS,
    ).toEqual(['https://instagram.com/bazaar.in', 'https://wa.me/919820000000']);
    expect(loadConfig({ SOCIAL_LINKS: 'none' }).SOCIAL_LINKS).toEqual([]);
    for (const bad of ['javascript:alert(1)', 'http://x.com/shop', 'instagram.com/shop']) {
      expect(() => loadConfig({ SOCIAL_LINKS: bad })).toThrow(/SOCIAL_LINKS/);
    }
  });

  it('takes CORS origins as origins and refuses anything else', () => {
    expect(loadConfig({ CORS_ORIGINS: '*' }).CORS_ORIGINS).toEqual(['*']);
    expect(() => loadConfig({ CORS_ORIGINS: 'javascript:alert(1)' })).toThrow(/CORS_ORIGINS/);
  });

  it('sizes the PostgreSQL pool, refusing what is not a sensible whole number', () => {
    expect(loadConfig({})).toMatchObject({
      DATABASE_POOL_SIZE: 10,
      DATABASE_ACQUIRE_TIMEOUT_MS: 5_000,
    });
    const config = loadConfig({ DATABASE_POOL_SIZE: '40', DATABASE_ACQUIRE_TIMEOUT_MS: '15000' });
    expect(config).toMatchObject({ DATABASE_POOL_SIZE: 40, DATABASE_ACQUIRE_TIMEOUT_MS: 15_000 });
    for (const size of ['0', '1001', '2.5', 'ten', '-3', '1e2']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: size })).toThrow(
        /DATABASE_POOL_SIZE: must be a whole number of connections from 1 to 1000/,
      );
    }
    for (const wait of ['50', '120001', '5s', '0.5']) {
      expect(() => loadConfig({ DATABASE_ACQUIRE_TIMEOUT_MS: wait })).toThrow(
        /DATABASE_ACQUIRE_TIMEOUT_MS: must be a whole number of milliseconds from 100 to 120000/,
      );
    }
  });

  it('refuses a database file inside a folder the server serves', () => {
    for (const SQLITE_FILE of ['/srv/files/images/shop.db', '/srv/web/shop.db']) {
      expect(() =>
        loadConfig({ SQLITE_FILE, FILES_DIR: '/srv/files', WEB_DIST_DIR: '/srv/web' }),
      ).toThrow(/SQLITE_FILE: must not be inside FILES_DIR\/images or WEB_DIST_DIR/);
    }
    // Beside the images (FILES_DIR itself is not served) is fine.
    expect(
      loadConfig({ SQLITE_FILE: '/srv/files/shop.db', FILES_DIR: '/srv/files' }).SQLITE_FILE,
    ).toBe('/srv/files/shop.db');
  });
});
