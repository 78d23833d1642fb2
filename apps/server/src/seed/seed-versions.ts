import { APP_VERSION } from '@app/contract/limits';
import type { Database } from '../db/client';
import { clientVersions } from '../db/schema/client-versions';
import type { Clock } from '../lib/clock';
import { seedOnce } from './seed-once';

/**
 * Released client versions: the web build is current; the native apps have a newer release out (so a
 * shell running this build is offered the update); the mini-program is current.
 */
export function seedVersions(db: Database, clock: Clock) {
  return seedOnce(db, clock, 'seed:versions', async (tx, now) => {
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
        androidLink: '/media/app/caijing-2.0.34.apk',
        notes: '直播间互动抽奖、风险测评上线；修复若干问题',
        releasedAt: new Date(now.getTime() - 2 * day),
      },
      { platform: 'wxApplet', sn: APP_VERSION, releasedAt: new Date(now.getTime() - 7 * day) },
    ]);
  });
}
