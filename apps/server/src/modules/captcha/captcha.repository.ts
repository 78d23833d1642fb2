import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { captchas } from '../../db/schema/captchas';

export function createCaptchaRepository(db: Database) {
  return {
    async insert(values: typeof captchas.$inferInsert): Promise<void> {
      await db.insert(captchas).values(values);
    },
    /** Removes and returns the captcha: every attempt uses it up, right or wrong. */
    async take(uuid: string): Promise<{ answerHash: string; expiresAt: Date } | null> {
      const [row] = await db
        .delete(captchas)
        .where(eq(captchas.uuid, uuid))
        .returning({ answerHash: captchas.answerHash, expiresAt: captchas.expiresAt });
      return row ?? null;
    },
    async removeExpired(at: Date): Promise<void> {
      await db.delete(captchas).where(lt(captchas.expiresAt, at));
    },
  };
}
export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
