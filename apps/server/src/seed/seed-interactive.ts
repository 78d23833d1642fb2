import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema/app-settings';
import { questionnaires } from '../db/schema/interactive';
import type { Clock } from '../lib/clock';
import { riskQuestionnaire, riskQuestions } from './data/risk-questionnaire';

const INTERACTIVE_SEED_MARKER = 'seed:interactive';

/** The risk-assessment questionnaire (the suitability test every member may take). */
export async function seedInteractive(db: Database, clock: Clock): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${INTERACTIVE_SEED_MARKER}))`);
    const marker = await tx
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, INTERACTIVE_SEED_MARKER))
      .limit(1);
    if (marker.length > 0) return { seeded: false };
    const now = clock.now();
    await tx.insert(questionnaires).values({
      kind: 'risk',
      title: riskQuestionnaire.title,
      description: riskQuestionnaire.description,
      questions: riskQuestions,
      createdAt: now,
    });
    await tx
      .insert(appSettings)
      .values({ key: INTERACTIVE_SEED_MARKER, value: { at: now.toISOString() }, updatedAt: now });
    return { seeded: true };
  });
}
