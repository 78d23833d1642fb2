import { afterAll } from 'vitest';
import type { WechatApp } from '../../src/providers/wechat/wechat-config';
import { startFakeWechat, type FakeWechat } from './fake-wechat';
import { client } from './http';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

export interface WechatTestApp {
  fake: FakeWechat;
  t: TestApp;
  api: ReturnType<typeof client>;
}

/**
 * One app per test file, its WeChat calls answered by a local fake that knows the given official account and
 * mini-program, with no JS-SDK origins configured (development). Closed when the file's tests are done.
 */
export async function useWechatTestApp(
  apps: { officialAccount?: WechatApp; miniProgram?: WechatApp },
  options: Omit<TestAppOptions, 'config'> = {},
): Promise<WechatTestApp> {
  const known = [apps.officialAccount, apps.miniProgram].filter((app) => app !== undefined);
  const fake = await startFakeWechat(Object.fromEntries(known.map((app) => [app.appId, app.secret])));
  const t = await createTestApp({
    ...options,
    config: {
      wechat: {
        apiBase: fake.url,
        officialAccount: apps.officialAccount ?? null,
        miniProgram: apps.miniProgram ?? null,
        jssdkOrigins: [],
        openBase: 'https://open.weixin.qq.com',
      },
    },
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  return { fake, t, api: client(t.app) };
}
