import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SQLITE_FILE).toMatch(/data[\\/]bazaar\.db$/);
    expect(config.SEED_ON_START).toBe(true);
    expect(config.CORS_ORIGINS).toEqual(['*']);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('reads typed values', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_ON_START: 'false',
      CORS_ORIGINS: 'https://a.example, https://b.example',
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
});
