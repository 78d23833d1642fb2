import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accessModules, memberModules } from '../db/schema/access';
import { members } from '../db/schema/members';
import type { Clock } from '../lib/clock';
import { hashPassword } from '../lib/password';
import { LIVE_MODULE_CODE } from '../modules/access/access.service';
import { renewalMember } from './demo-accounts';
import { seedOnce } from './seed-once';

const DAY = 86_400_000;
/** How long the renewal member's service has left when the seed runs (inside the 7-day notice). */
const RENEWAL_DAYS_LEFT = 3;

/** The renewal demo member: holds 直播会员 until three days after seeding, so home shows the expiry popup. */
export async function seedRenewalMember(db: Database, clock: Clock): Promise<{ seeded: boolean }> {
  const passwordHash = await hashPassword(renewalMember.password);
  return seedOnce(db, clock, 'seed:renewal-member', async (tx, now) => {
    const [live] = await tx
      .select({ id: accessModules.id })
      .from(accessModules)
      .where(eq(accessModules.code, LIVE_MODULE_CODE));
    const [member] = await tx
      .insert(members)
      .values({
        username: renewalMember.username,
        passwordHash,
        mobile: renewalMember.mobile,
        nickname: renewalMember.nickname,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (!member || !live) return;
    await tx.insert(memberModules).values({
      memberId: member.id,
      moduleId: live.id,
      grantedAt: now,
      expiresAt: new Date(now.getTime() + RENEWAL_DAYS_LEFT * DAY),
    });
  });
}
