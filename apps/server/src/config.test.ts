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

  it('uses the embedded image captcha unless GeeTest is configured, and then requires its keys', () => {
    expect(loadConfig({}).captcha).toEqual({ provider: 'image', testAnswer: undefined });
    expect(
      loadConfig({ CAPTCHA_PROVIDER: 'geetest', GEETEST_CAPTCHA_ID: 'id', GEETEST_CAPTCHA_KEY: 'key' })
        .captcha,
    ).toMatchObject({
      provider: 'geetest',
      geetest: { captchaId: 'id', captchaKey: 'key', apiBase: 'https://gcaptcha4.geetest.com' },
    });
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'geetest' })).toThrow(/GEETEST_CAPTCHA_ID/);
  });

  it('takes a captcha test answer, but refuses to start with one in production', () => {
    expect(loadConfig({ CAPTCHA_TEST_ANSWER: 'pass' }).captcha?.testAnswer).toBe('pass');
    expect(() => loadConfig({ CAPTCHA_TEST_ANSWER: 'pass', NODE_ENV: 'production' })).toThrow(
      /CAPTCHA_TEST_ANSWER/,
    );
    expect(() => loadConfig({ CAPTCHA_TEST_ANSWER: 'pass', NODE_ENV: 'production' })).toThrow(ConfigError);
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

  it('reads the live settings with defaults from the contract', () => {
    const defaults = loadConfig({}).live;
    expect(defaults).toEqual({
      allowedOrigins: ['capacitor://localhost', 'https://localhost'],
      socketPingMs: 30_000,
      sendRateCount: 5,
      teacherSendRateCount: 30,
      sendRateWindowMs: 10_000,
      redisChannel: 'live:events',
      maxSocketsPerIp: 50,
      frameLimit: 60,
      frameWindowMs: 10_000,
      allowLocalOrigins: true,
    });
    const live = loadConfig({
      LIVE_ALLOWED_ORIGINS: 'https://m.example.com/, https://www.example.com',
      LIVE_SEND_RATE_COUNT: '1000',
      LIVE_REDIS_CHANNEL: 'caijing:live',
    }).live;
    expect(live.allowedOrigins).toEqual([
      'https://m.example.com',
      'https://www.example.com',
      'capacitor://localhost',
      'https://localhost',
    ]);
    expect(live.sendRateCount).toBe(1000);
    expect(live.redisChannel).toBe('caijing:live');
    expect(() => loadConfig({ LIVE_ALLOWED_ORIGINS: 'm.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ LIVE_SOCKET_PING_MS: '10' })).toThrow(ConfigError);
  });

  it("lets the native shell's origins call the API and open live sockets unless told otherwise", () => {
    const defaults = loadConfig({});
    expect(defaults.crossOrigin.origins).toEqual(['capacitor://localhost', 'https://localhost']);
    expect(loadConfig({ NODE_ENV: 'production' }).live.allowedOrigins).toEqual(defaults.crossOrigin.origins);

    const custom = loadConfig({
      CORS_ORIGINS: 'capacitor://localhost, HTTP://localhost/',
      LIVE_ALLOWED_ORIGINS: 'https://m.example.com,http://localhost',
    });
    expect(custom.crossOrigin.origins).toEqual(['capacitor://localhost', 'http://localhost']);
    expect(custom.live.allowedOrigins).toEqual([
      'https://m.example.com',
      'http://localhost',
      'capacitor://localhost',
    ]);

    const none = loadConfig({ CORS_ORIGINS: 'none' });
    expect(none.crossOrigin.origins).toEqual([]);
    expect(none.live.allowedOrigins).toEqual([]);
    expect(() => loadConfig({ CORS_ORIGINS: 'localhost' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://example.com/app' })).toThrow(ConfigError);
  });

  it('reads the live socket caps and allows localhost pages only outside production', () => {
    const raised = loadConfig({
      LIVE_MAX_SOCKETS_PER_IP: '100000',
      LIVE_SOCKET_FRAME_LIMIT: '500',
      LIVE_SOCKET_FRAME_WINDOW_MS: '1000',
    }).live;
    expect(raised).toMatchObject({ maxSocketsPerIp: 100_000, frameLimit: 500, frameWindowMs: 1000 });
    expect(() => loadConfig({ LIVE_MAX_SOCKETS_PER_IP: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ LIVE_SOCKET_FRAME_LIMIT: 'lots' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production' }).live.allowLocalOrigins).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).live.allowLocalOrigins).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', LIVE_ALLOW_LOCAL_ORIGINS: 'true' }).live.allowLocalOrigins,
    ).toBe(true);
    expect(loadConfig({ LIVE_ALLOW_LOCAL_ORIGINS: 'false' }).live.allowLocalOrigins).toBe(false);
  });

  it('refuses to start in production with the official account on and no WeChat origins', () => {
    const officialAccount = { WECHAT_OA_APP_ID: 'wx-oa-1', WECHAT_OA_APP_SECRET: 'oa-secret' };
    try {
      loadConfig({ NODE_ENV: 'production', ...officialAccount });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toContain('WECHAT_JSSDK_ORIGINS');
    }
    const configured = loadConfig({
      NODE_ENV: 'production',
      ...officialAccount,
      WECHAT_JSSDK_ORIGINS: 'https://M.Example.com/, https://www.example.com:443',
    }).wechat;
    expect(configured.jssdkOrigins).toEqual(['https://m.example.com', 'https://www.example.com']);
    // Outside production, or without the official account, nothing is required.
    expect(loadConfig(officialAccount).wechat.jssdkOrigins).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production' }).wechat.officialAccount).toBeNull();
    expect(() => loadConfig({ WECHAT_JSSDK_ORIGINS: 'm.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ WECHAT_JSSDK_ORIGINS: 'https://m.example.com/pages' })).toThrow(ConfigError);
  });
});
