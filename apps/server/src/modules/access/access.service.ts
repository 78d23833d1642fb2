import { randomBytes } from 'node:crypto';
import type {
  AccessLogSaveBody,
  LiveValidityPeriod,
  MemberAccessModule,
  MemberLevel,
} from '@app/contract/access';
import { ACCESS_LOG_HANDLE_BYTES } from '@app/contract/limits';
import { ContentMsg } from '@app/contract/messages';
import { NoPermissionError, NotFoundError } from '../../errors';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { canSee, visitor, type Viewer } from '../../lib/viewer';
import type { RequestAuth } from '../../plugins/auth';
import type { Revocations } from '../../realtime/revocations';
import { goodsLink, toAccessModule, toNoPermissionData } from './access.presenter';
import type { AccessRepository } from './access.repository';

/** The module that gates members-only live video (its grant's expiry is the live validity period). */
export const LIVE_MODULE_CODE = 'live_vip';

export function createAccessService(deps: {
  repo: AccessRepository;
  clock: Clock;
  /** Open live sockets re-check their paid-room rights when a member's grants change. */
  revocations?: Pick<Revocations, 'grantsChanged'>;
}) {
  const { repo, clock } = deps;
  return {
    async viewer(auth: RequestAuth | null): Promise<Viewer> {
      if (!auth) return visitor;
      const grants = await repo.activeGrants(auth.member.id, clock.now());
      return {
        memberId: auth.member.id,
        teacherId: auth.member.teacherId,
        modules: new Set(grants.map((g) => g.module.id)),
      };
    },

    /** Throws the 206 answer when the viewer lacks the module (SPEC §6). */
    async assertCanSee(viewer: Viewer, moduleId: number | null): Promise<void> {
      if (canSee(viewer, moduleId) || moduleId === null) return;
      const module = await repo.moduleById(moduleId);
      // A dangling module id must still refuse: content is gated until proven free.
      if (!module) throw new NoPermissionError();
      throw new NoPermissionError(
        ContentMsg.needModule(module.name),
        toNoPermissionData(module, viewer.memberId === null),
      );
    },

    async memberModules(memberId: number): Promise<MemberAccessModule[]> {
      const [all, grants] = await Promise.all([repo.allModules(), repo.activeGrants(memberId, clock.now())]);
      const owned = new Map(grants.map((g) => [g.module.id, g.expiresAt]));
      return all.map((m) => ({
        ...toAccessModule(m),
        owned: owned.has(m.id),
        expiresAt: owned.get(m.id)?.toISOString() ?? null,
      }));
    },

    async levelsRelatedTo(moduleIds: number[]): Promise<MemberLevel[]> {
      const rows = await repo.levelsWithModules(moduleIds);
      return rows.map(({ level, modules }) => ({
        id: level.id,
        name: level.name,
        description: level.description,
        modules: modules.map(toAccessModule),
      }));
    },

    async liveValidity(memberId: number): Promise<LiveValidityPeriod> {
      const grants = await repo.activeGrants(memberId, clock.now());
      const live = grants.filter((g) => g.module.code === LIVE_MODULE_CODE);
      const unlimited = live.some((g) => g.expiresAt === null);
      const latest = live
        .map((g) => g.expiresAt)
        .filter((d): d is Date => d !== null)
        .sort((a, b) => b.getTime() - a.getTime())[0];
      return {
        valid: live.length > 0,
        expiresAt: unlimited || !latest ? null : latest.toISOString(),
        modules: grants.map((g) => ({
          id: g.module.id,
          name: g.module.name,
          expiresAt: g.expiresAt?.toISOString() ?? null,
          goodsLink: goodsLink(g.module.goodsId),
        })),
      };
    },

    /** When the member's active grant of the module ends: null for no end, undefined without one. */
    async grantExpiry(memberId: number, moduleId: number): Promise<Date | null | undefined> {
      const grants = await repo.activeGrants(memberId, clock.now());
      const held = grants.filter((g) => g.module.id === moduleId).map((g) => g.expiresAt);
      if (held.length === 0) return undefined;
      if (held.some((at) => at === null)) return null;
      return new Date(Math.max(...held.map((at) => (at as Date).getTime())));
    },

    /** Grants (or re-dates) a module; open sockets of the member follow at once. */
    async grant(memberId: number, moduleId: number, expiresAt: Date | null): Promise<void> {
      await repo.grant(memberId, moduleId, expiresAt);
      await deps.revocations?.grantsChanged(memberId);
    },

    /**
     * Grants within the caller's transaction, so the grant commits (or not) with the caller's other writes;
     * the caller calls `grantsChanged` once it committed.
     */
    async grantWithin(
      executor: Pick<Database, 'insert'>,
      memberId: number,
      moduleId: number,
      expiresAt: Date | null,
    ): Promise<void> {
      await repo.grant(memberId, moduleId, expiresAt, executor);
    },

    /** Open sockets (and every instance's caches) follow grants written within a committed transaction. */
    async grantsChanged(memberId: number): Promise<void> {
      await deps.revocations?.grantsChanged(memberId);
    },

    /** Takes a module away (refund, chargeback); open sockets of the member stop receiving its rooms at once. */
    async revokeGrant(memberId: number, moduleId: number): Promise<void> {
      await repo.revoke(memberId, moduleId);
      await deps.revocations?.grantsChanged(memberId);
    },

    /**
     * Opens a record and answers its random handle; a later post with that handle closes it. Only the
     * handle closes a record: row ids are sequential, anyone could name another caller's.
     */
    async saveLog(memberId: number | null, body: AccessLogSaveBody): Promise<{ id: string }> {
      const now = clock.now();
      if (body.id !== undefined) {
        if (!(await repo.closeLog(body.id, memberId, now))) throw new NotFoundError();
        return { id: body.id };
      }
      const handle = randomBytes(ACCESS_LOG_HANDLE_BYTES).toString('base64url');
      await repo.insertLog({
        handle,
        memberId,
        url: body.url,
        title: body.title ?? null,
        clientTitle: body.clientTitle ?? null,
        module: body.module ?? null,
        typeId: 0,
        startedAt: now,
      });
      return { id: handle };
    },
  };
}
export type AccessService = ReturnType<typeof createAccessService>;
