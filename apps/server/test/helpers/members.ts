import { members } from '../../src/db/schema/members';
import { sessions } from '../../src/db/schema/sessions';
import { newToken, sha256Hex } from '../../src/lib/hash';
import type { TestApp } from './test-app';

/**
 * Members made straight in the database with a live session each: for tests that need hundreds of people
 * (registering each through SMS and password hashing would take minutes). They log in like anyone else.
 */
export async function insertMembers(
  t: TestApp,
  count: number,
  options: { prefix?: string; teacherId?: number } = {},
): Promise<{ id: number; token: string; nickname: string }[]> {
  const now = t.clock.now();
  const prefix = `${options.prefix ?? 'bulk'}_${Math.random().toString(36).slice(2, 8)}`;
  const rows = await t.db
    .insert(members)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `${prefix}_${i}`,
        passwordHash: 'x',
        nickname: `成员${i + 1}`,
        teacherId: options.teacherId ?? null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: members.id, nickname: members.nickname });
  const tokens = rows.map(() => newToken());
  await t.db.insert(sessions).values(
    rows.map((r, i) => ({
      memberId: r.id,
      tokenHash: sha256Hex(tokens[i] as string),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 30 * 86_400_000),
    })),
  );
  return rows.map((r, i) => ({ id: r.id, token: tokens[i] as string, nickname: r.nickname ?? '' }));
}
