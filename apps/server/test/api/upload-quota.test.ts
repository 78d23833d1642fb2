import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_DAILY_BYTES_PER_IP, UPLOAD_DAILY_BYTES_PER_MEMBER } from '@app/contract/limits';
import { UploadMsg } from '@app/contract/messages';
import { createMemoryCounterStore } from '../../src/lib/rate-limit/memory-counter-store';
import { createRateLimits, type RateLimits } from '../../src/lib/rate-limit/rate-limits';
import { registerMember } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadFile } from '../helpers/upload';

// Uploads spend a daily byte budget per member and per address, charged with what was stored.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const DAY = { windowMs: 86_400_000, offsetMs: 8 * 3_600_000 };

let t: TestApp;
let limits: RateLimits;
const memberBytes = () =>
  limits.limit('upload-bytes:member', { limit: UPLOAD_DAILY_BYTES_PER_MEMBER, ...DAY });
const ipBytes = () => limits.limit('upload-bytes:ip', { limit: UPLOAD_DAILY_BYTES_PER_IP, ...DAY });

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: (clock) => {
      limits = createRateLimits({ store: createMemoryCounterStore(clock), clock });
      return limits;
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('upload byte budget', () => {
  it('charges the stored size to the member and to the address', async () => {
    const { login } = await registerMember(t);
    const res = await uploadFile(t, 'a.png', PNG, { token: login.token, ip: '198.51.100.1' });
    expect(res.code, res.msg).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.data?.url ?? '' });
    const size = Number(served.headers['content-length']);
    expect(size).toBeGreaterThan(0);
    expect(await memberBytes().count(String(login.memberId))).toBe(size);
    expect(await ipBytes().count('198.51.100.1')).toBe(size);
  });

  it('refuses a member whose day is spent until the next China day', async () => {
    const { login } = await registerMember(t);
    await memberBytes().take(String(login.memberId), UPLOAD_DAILY_BYTES_PER_MEMBER);
    const refused = await uploadFile(t, 'a.png', PNG, { token: login.token, ip: '198.51.100.2' });
    expect(refused).toMatchObject({ code: 429, msg: UploadMsg.dailyQuota });
    // Another member on the same address is not held back by it.
    const other = (await registerMember(t)).login;
    expect((await uploadFile(t, 'a.png', PNG, { token: other.token, ip: '198.51.100.2' })).code).toBe(200);

    t.clock.advance(86_400_000);
    expect((await uploadFile(t, 'a.png', PNG, { token: login.token, ip: '198.51.100.2' })).code).toBe(200);
  });

  it('refuses an address whose day is spent, whoever uploads from it', async () => {
    const { login } = await registerMember(t);
    await ipBytes().take('198.51.100.3', UPLOAD_DAILY_BYTES_PER_IP);
    expect(await uploadFile(t, 'a.png', PNG, { token: login.token, ip: '198.51.100.3' })).toMatchObject({
      code: 429,
      msg: UploadMsg.dailyQuota,
    });
    expect((await uploadFile(t, 'a.png', PNG, { token: login.token, ip: '198.51.100.4' })).code).toBe(200);
  });

  it('charges nothing for a refused file', async () => {
    const { login } = await registerMember(t);
    const res = await uploadFile(t, 'x.png', Buffer.from('<script>alert(1)</script>'), {
      token: login.token,
      ip: '198.51.100.5',
    });
    expect(res.code).toBe(400);
    expect(await memberBytes().count(String(login.memberId))).toBe(0);
  });
});
