import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientVersionInfo } from '@app/contract/client-version';
import { Api } from '@app/contract/paths';
import { clientVersions } from '../../src/db/schema/client-versions';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  // Answers kept far longer than in production, so only the cache's key can bring a new release.
  t = await createTestApp({ listCacheMs: 60_000 });
  api = client(t.app);
});
afterAll(async () => {
  await t.close();
});

const latestWeb = async () =>
  (await api.get<ClientVersionInfo>(Api.clientVersionLatest, { query: { platform: 'h5', sn: '2.0.33' } }))
    .data;

describe('the version check, answered from a short cache', () => {
  it('shows a new release from the next second on, and a scheduled one once its time has come', async () => {
    const before = await latestWeb();
    expect(before?.sn).toBe('2.0.33');

    // Released just now: the checks of this second were answered already.
    const now = t.clock.now().getTime();
    await t.db.insert(clientVersions).values([
      { platform: 'h5', sn: '2.0.40', releasedAt: new Date(now - 1) },
      { platform: 'h5', sn: '2.0.41', releasedAt: new Date(now + 5_000) },
    ]);
    expect((await latestWeb())?.sn).toBe('2.0.33');
    t.clock.advance(1_000);
    expect((await latestWeb())?.sn).toBe('2.0.40');

    // Scheduled: offered once the clock reaches it, however long answers are kept.
    t.clock.advance(4_000);
    const after = await latestWeb();
    expect(after?.sn).toBe('2.0.41');
    expect(after?.currentStatus).toBe(before?.currentStatus);
  });
});
