import { eq } from 'drizzle-orm';
import { accessModules, memberModules } from '../../src/db/schema/access';
import type { TestApp } from './test-app';

/** Grants a seeded module (by code) to a member, as a purchase would. */
export async function grantModule(t: TestApp, memberId: number, code: string): Promise<number> {
  const [module] = await t.db.select().from(accessModules).where(eq(accessModules.code, code)).limit(1);
  if (!module) throw new Error(`module ${code} is not seeded`);
  await t.db.insert(memberModules).values({ memberId, moduleId: module.id }).onConflictDoNothing();
  return module.id;
}

export async function moduleIdOf(t: TestApp, code: string): Promise<number> {
  const [module] = await t.db.select().from(accessModules).where(eq(accessModules.code, code)).limit(1);
  if (!module) throw new Error(`module ${code} is not seeded`);
  return module.id;
}

/** GET with headers visible (the envelope helper hides them). */
export async function getRaw(t: TestApp, url: string, token?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as Record<string, unknown>,
  };
}

export async function revokeModules(t: TestApp, memberId: number): Promise<void> {
  await t.db.delete(memberModules).where(eq(memberModules.memberId, memberId));
}
