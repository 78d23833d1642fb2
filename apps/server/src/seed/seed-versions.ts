import { and, eq, isNull } from 'drizzle-orm';
import { APP_VERSION } from '@app/contract/limits';
import type { Database } from '../db/client';
import { clientVersions } from '../db/schema/client-versions';
import type { Clock } from '../lib/clock';
import { seedOnce } from './seed-once';

/** The demo Android package (apps/server/media/app) and its SHA-256, which the Android shell checks. */
export const DEMO_ANDROID_PACKAGE = {
  link: '/media/app/caijing-2.0.34.apk',
  sha256: '4d62f7c98142dbe22c7eb48e61e7245972e25535034430d983884439e38954f9',
} as const;

/**
 * Released client versions: the web build is current; the native apps have a newer release out (so a
 * shell running this build is offered the update); the mini-program is current.
 */
export async function seedVersions(db: Database, clock: Clock) {
  const seeded = await seedOnce(db, clock, 'seed:versions', async (tx, now) => {
    const day = 24 * 60 * 60 * 1000;
    await tx.insert(clientVersions).values([
      { platform: 'h5', sn: APP_VERSION, releasedAt: new Date(now.getTime() - 7 * day), notes: '网页版' },
      // This build is released on iOS (prices show), and a newer one is out.
      { platform: 'ios', sn: APP_VERSION, releasedAt: new Date(now.getTime() - 30 * day) },
      {
        platform: 'ios',
        sn: '2.0.34',
        iosLink: 'https://apps.apple.com/cn/app/id1234567890',
        notes: '直播间互动抽奖、风险测评上线；修复若干问题',
        releasedAt: new Date(now.getTime() - 2 * day),
      },
      {
        platform: 'android',
        sn: '2.0.34',
        androidLink: DEMO_ANDROID_PACKAGE.link,
        sha256: DEMO_ANDROID_PACKAGE.sha256,
        notes: '直播间互动抽奖、风险测评上线；修复若干问题',
        releasedAt: new Date(now.getTime() - 2 * day),
      },
      { platform: 'wxApplet', sn: APP_VERSION, releasedAt: new Date(now.getTime() - 7 * day) },
    ]);
  });
  // Databases seeded before packages carried a checksum gain it for the demo package.
  await seedOnce(db, clock, 'seed:versions:sha256', (tx) =>
    tx
      .update(clientVersions)
      .set({ sha256: DEMO_ANDROID_PACKAGE.sha256 })
      .where(and(eq(clientVersions.androidLink, DEMO_ANDROID_PACKAGE.link), isNull(clientVersions.sha256)))
      .then(() => undefined),
  );
  return seeded;
}
