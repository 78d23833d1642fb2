import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_CACHE_CONTROL, SCREENSHOT_URL_TTL_MS } from '@app/contract/limits';
import type { LiveVideoRoom } from '@app/contract/live-video';
import { Api } from '@app/contract/paths';
import { liveMessages } from '../../src/db/schema/live';
import { registerMember } from '../helpers/accounts';
import { grantModule } from '../helpers/content';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A screenshot of a paid room's messages is members-only content: never a public, cacheable file.
const SECRET = '会员专享：下周调仓的两个方向';

let t: TestApp;
let api: ReturnType<typeof client>;
let holder: string;
let pic: string;
let messageId: number;

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  const rooms = (await api.get<LiveVideoRoom[]>(Api.liveVideoList)).rows as LiveVideoRoom[];
  const paid = rooms.find((r) => r.moduleId !== null);
  if (!paid) throw new Error('the seed has no paid video room');
  const member = (await registerMember(t)).login;
  await grantModule(t, member.memberId, 'live_vip');
  holder = member.token;
  const [row] = await t.db
    .insert(liveMessages)
    .values({
      liveId: paid.id,
      categoryId: 1,
      liveTypeId: 1,
      content: `<p>${SECRET}</p>`,
      memberId: member.memberId,
      createdAt: t.clock.now(),
    })
    .returning({ id: liveMessages.id });
  messageId = row!.id;
  const shot = await api.post<{ pic: string }>(
    Api.screenshot,
    { liveMessageIds: [messageId] },
    { token: holder },
  );
  expect(shot.code, shot.msg).toBe(200);
  pic = shot.data?.pic as string;
});
afterAll(async () => {
  await t.close();
});

describe('screenshots of a paid room', () => {
  it('are handed out as a signed link and served privately, as a picture only', async () => {
    expect(pic).toMatch(/^\/uploads\/screenshots\/[0-9a-f]{32}\.svg\?exp=\d+&sig=[\w-]+$/);
    const res = await get(pic);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(res.body).toContain(SECRET);
  });

  it('are not public files: no copy under the uploads folder, no answer without the signature', async () => {
    const name = path.posix.basename(pic.split('?')[0] as string);
    expect(existsSync(path.join(t.dataDir, 'uploads', 'screenshots', name))).toBe(false);
    for (const url of [
      `/uploads/screenshots/${name}`,
      `/uploads/screenshots/${name}?exp=9999999999&sig=${'A'.repeat(43)}`,
      `/uploads/screenshots%2F${name}`,
      `/uploads/screenshots/..%2F..%2Fprivate%2Fscreenshots%2F${name}`,
    ]) {
      const res = await get(url);
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain(SECRET);
    }
  });

  it('older screenshots left in the public uploads folder are no longer served', async () => {
    const dir = path.join(t.dataDir, 'uploads', 'screenshots');
    await mkdir(dir, { recursive: true });
    const old = `${'ab'.repeat(16)}.svg`;
    await writeFile(
      path.join(dir, old),
      `<svg xmlns="http://www.w3.org/2000/svg"><text>${SECRET}</text></svg>`,
    );
    for (const url of [
      `/uploads/screenshots/${old}`,
      `/uploads/screenshots%2F${old}`,
      `/uploads/./screenshots/${old}`,
      `/uploads//screenshots/${old}`,
      `/uploads/live/../screenshots/${old}`,
      `/uploads/live/%2e%2e/screenshots/${old}`,
      `/uploads/%73creenshots/${old}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain(SECRET);
    }
  });

  it('links run out', async () => {
    expect((await get(pic)).statusCode).toBe(200);
    t.clock.advance(SCREENSHOT_URL_TTL_MS + 1000);
    const res = await get(pic);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(SECRET);
  });

  it('a visitor gets no picture of the paid message at all', async () => {
    const res = await api.post(Api.screenshot, { liveMessageIds: [messageId] });
    expect(res.code).toBe(206);
    expect(JSON.stringify(res)).not.toContain('/uploads/');
  });
});
