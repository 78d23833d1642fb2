import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ClientVersionInfo } from '@app/contract/client-version';
import { Api } from '@app/contract/paths';
import type { Referral } from '@app/contract/share';
import { members } from '../../src/db/schema/members';
import { registerMember } from '../helpers/accounts';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(async () => {
  await t.close();
});

const referralsOf = (token: string) => api.get<Referral[]>(Api.memberReferrals, { token });

describe('referral from a shared link', () => {
  it("records the sharer when a visitor registers from their link, and lists the newcomer's nickname only", async () => {
    const sharer = await registerMember(t);
    const before = await referralsOf(sharer.login.token);
    expect(before.rows).toEqual([]);

    const newcomer = await registerMember(t, {
      nickname: '新来的小王',
      parentMemberId: String(sharer.login.memberId),
    });
    const after = await referralsOf(sharer.login.token);
    expect(after.total).toBe(1);
    expect(after.rows?.[0]).toEqual({ nickname: '新来的小王', registeredAt: expect.any(String) });
    expect(JSON.stringify(after)).not.toContain(newcomer.mobile);
    // The newcomer referred nobody.
    expect((await referralsOf(newcomer.login.token)).total).toBe(0);
  });

  it('ignores a forged, unknown or cancelled referrer, and registration still succeeds', async () => {
    const cancelled = await registerMember(t);
    await t.db.update(members).set({ status: 'cancelled' }).where(eq(members.id, cancelled.login.memberId));
    for (const parentMemberId of ['99999999', '12abc', '-3', '0', String(cancelled.login.memberId)]) {
      const joined = await registerMember(t, { parentMemberId });
      const [row] = await t.db
        .select({ referredBy: members.referredBy })
        .from(members)
        .where(eq(members.id, joined.login.memberId));
      expect(row?.referredBy).toBeNull();
    }
  });

  it('needs a login to see referrals', async () => {
    const answer = await api.get(Api.memberReferrals);
    expect(answer.code).toBe(401);
  });
});

describe('version check', () => {
  it('answers the latest released version of each platform, on both paths', async () => {
    const ios = await api.get<ClientVersionInfo>(Api.clientVersionLatest, { query: { platform: 'ios' } });
    expect(ios.data).toMatchObject({ sn: '2.0.34', status: 1, isForce: 0 });
    expect(ios.data?.iosLink).toMatch(/^https:\/\/apps\.apple\.com\//);
    const again = await api.get<ClientVersionInfo>(Api.clientVersionLatestInfo, {
      query: { platform: 'ios', sn: '2.0.33', appId: 'x' },
    });
    expect(again.data).toEqual({ ...ios.data, currentStatus: 1 });
    expect(ios.data?.currentStatus).toBeNull();
    // A build the server does not know (say, one still in review) has no status: iOS then hides prices.
    const unknown = await api.get<ClientVersionInfo>(Api.clientVersionLatest, {
      query: { platform: 'ios', sn: '2.0.35' },
    });
    expect(unknown.data?.currentStatus).toBeNull();
    const web = await api.get<ClientVersionInfo>(Api.clientVersionLatest);
    expect(web.data?.sn).toBe('2.0.33');
  });

  it("carries the Android package's SHA-256, which matches the file its link serves", async () => {
    const android = await api.get<ClientVersionInfo>(Api.clientVersionLatest, {
      query: { platform: 'android', sn: '2.0.33' },
    });
    const link = android.data?.androidLink;
    expect(link).toBeTruthy();
    expect(android.data?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const served = await t.app.inject({ method: 'GET', url: link ?? '' });
    expect(served.statusCode).toBe(200);
    expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(android.data?.sha256);
    // Platforms without a package have no checksum.
    const ios = await api.get<ClientVersionInfo>(Api.clientVersionLatest, { query: { platform: 'ios' } });
    expect(ios.data?.sha256).toBeNull();
  });

  it('refuses an unknown platform with a 400 envelope', async () => {
    const answer = await api.get(Api.clientVersionLatest, { query: { platform: 'symbian' } });
    expect(answer.code).toBe(400);
  });
});
