import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded setup rooted at the repository', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      seedDemo: true,
      sms: { provider: 'outbox' },
    });
    expect(config.dataDir).toBe(path.join(repoRoot, 'data'));
    expect(config.webDist).toBe(path.join(repoRoot, 'apps/web/dist'));
  });

  it('turns demo seeding off by default on a real database, and back on when asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('requires the gateway settings for the http SMS provider', () => {
    expect(
      loadConfig({
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'https://sms.example.com/send',
        SMS_HTTP_API_KEY: 'k',
      }).sms,
    ).toEqual({
      provider: 'http',
      url: 'https://sms.example.com/send',
      apiKey: 'k',
    });
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(ConfigError);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        REDIS_URL: 'http://nope',
        DATABASE_URL: 'mysql://x',
        TRUST_PROXY: 'maybe',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      for (const name of ['PORT', 'REDIS_URL', 'DATABASE_URL', 'TRUST_PROXY'])
        expect(message).toContain(name);
    }
  });
});
