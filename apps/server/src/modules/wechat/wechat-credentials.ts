import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  WECHAT_CREDENTIAL_MARGIN_MS,
  WECHAT_REFRESH_LEASE_MS,
  WECHAT_REFRESH_WAIT_MS,
} from '@app/contract/wechat';
import type { Database } from '../../db/client';
import { wechatCredentials } from '../../db/schema/wechat';
import type { Clock } from '../../lib/clock';
import type { Expiring } from '../../providers/wechat/wechat-api';

export type CredentialKind = 'access_token' | 'jsapi_ticket';

const waitABit = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * access_token and jsapi_ticket are global to an app and rationed by WeChat: every instance reads them
 * from the database, and when one has expired a single instance (holding a short lease) fetches the new one
 * while the others wait for it. Each value is kept for its lifetime minus a margin.
 */
export function createWechatCredentials(deps: { db: Database; clock: Clock; pollMs?: number }) {
  const { db, clock } = deps;
  const pollMs = deps.pollMs ?? 100;
  const inFlight = new Map<string, Promise<string>>();

  async function fresh(appId: string, kind: CredentialKind): Promise<string | null> {
    const [row] = await db
      .select()
      .from(wechatCredentials)
      .where(and(eq(wechatCredentials.appId, appId), eq(wechatCredentials.kind, kind)));
    return row?.value && row.expiresAt && row.expiresAt > clock.now() ? row.value : null;
  }

  /** Takes the refresh lease if nobody holds a live one; true when this instance may refresh. */
  async function takeLease(appId: string, kind: CredentialKind): Promise<boolean> {
    const now = clock.now();
    const until = new Date(now.getTime() + WECHAT_REFRESH_LEASE_MS);
    await db.insert(wechatCredentials).values({ appId, kind }).onConflictDoNothing();
    const taken = await db
      .update(wechatCredentials)
      .set({ leaseUntil: until })
      .where(
        and(
          eq(wechatCredentials.appId, appId),
          eq(wechatCredentials.kind, kind),
          or(isNull(wechatCredentials.leaseUntil), lt(wechatCredentials.leaseUntil, now)),
        ),
      )
      .returning({ appId: wechatCredentials.appId });
    return taken.length === 1;
  }

  async function refresh(appId: string, kind: CredentialKind, fetch: () => Promise<Expiring>) {
    if (await takeLease(appId, kind)) {
      try {
        const got = await fetch();
        const lifetime = Math.max(0, got.expiresInSeconds * 1000 - WECHAT_CREDENTIAL_MARGIN_MS);
        await db
          .update(wechatCredentials)
          .set({ value: got.value, expiresAt: new Date(clock.now().getTime() + lifetime), leaseUntil: null })
          .where(and(eq(wechatCredentials.appId, appId), eq(wechatCredentials.kind, kind)));
        return got.value;
      } catch (error) {
        await db
          .update(wechatCredentials)
          .set({ leaseUntil: null })
          .where(and(eq(wechatCredentials.appId, appId), eq(wechatCredentials.kind, kind)));
        throw error;
      }
    }
    // Another instance is fetching it: wait for its value (real time, whatever the business clock says).
    const deadline = Date.now() + WECHAT_REFRESH_WAIT_MS;
    while (Date.now() < deadline) {
      await waitABit(pollMs);
      const value = await fresh(appId, kind);
      if (value) return value;
    }
    throw new Error(`wechat ${kind} refresh by another instance did not finish`);
  }

  return {
    /** The current credential, fetched (once across instances) when missing or expired. */
    get(appId: string, kind: CredentialKind, fetch: () => Promise<Expiring>): Promise<string> {
      const key = `${appId}:${kind}`;
      const running = inFlight.get(key);
      if (running) return running;
      const task = (async () => (await fresh(appId, kind)) ?? refresh(appId, kind, fetch))().finally(() =>
        inFlight.delete(key),
      );
      inFlight.set(key, task);
      return task;
    },

    /** WeChat said the credential is no longer valid (40001, 42001): the next `get` fetches a new one. */
    async invalidate(appId: string, kind: CredentialKind): Promise<void> {
      await db
        .update(wechatCredentials)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(and(eq(wechatCredentials.appId, appId), eq(wechatCredentials.kind, kind)));
    },
  };
}
export type WechatCredentials = ReturnType<typeof createWechatCredentials>;
