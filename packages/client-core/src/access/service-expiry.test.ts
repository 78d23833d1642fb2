import { describe, expect, it } from 'vitest';
import type { LiveValidityPeriod } from '@app/contract/access';
import { SERVICE_EXPIRY_NOTICE_DAYS } from '@app/contract/limits';
import { chinaDay, expiryShownMark, serviceExpiryToShow } from './service-expiry';

const DAY = 86_400_000;
// 10:00 on 2026-11-23 in China.
const now = new Date('2026-11-23T02:00:00Z');

const held = (...modules: { id: number; name: string; expiresAt: string | null }[]): LiveValidityPeriod => ({
  valid: true,
  expiresAt: null,
  modules: modules.map((m) => ({ ...m, goodsLink: `/pages/goods/index/index?id=${m.id + 100}` })),
});
const inDays = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

const decide = (validity: LiveValidityPeriod | undefined, lastShown: string | null = null, at = now) =>
  serviceExpiryToShow({ memberId: '7', validity, now: at, lastShown });

describe('serviceExpiryToShow', () => {
  it('shows a service ending in 3 days with its date, days left and the product that renews it', () => {
    expect(decide(held({ id: 3, name: '直播会员', expiresAt: inDays(3) }))).toEqual({
      moduleId: 3,
      name: '直播会员',
      expiresAt: inDays(3),
      expiresOn: '2026-11-26',
      daysLeft: 3,
      goodsLink: '/pages/goods/index/index?id=103',
    });
  });

  it('counts China calendar days, and shows up to the notice days but not a day more', () => {
    expect(SERVICE_EXPIRY_NOTICE_DAYS).toBe(7);
    expect(decide(held({ id: 1, name: 'A', expiresAt: inDays(7) }))?.daysLeft).toBe(7);
    expect(decide(held({ id: 1, name: 'A', expiresAt: inDays(8) }))).toBeNull();
    // Ends at 23:00 China time today: 0 days left.
    expect(decide(held({ id: 1, name: 'A', expiresAt: '2026-11-23T15:00:00Z' }))?.daysLeft).toBe(0);
    // Ends at 00:30 China time tomorrow: 1 day left though it is under 15 hours away.
    expect(decide(held({ id: 1, name: 'A', expiresAt: '2026-11-23T16:30:00Z' }))?.daysLeft).toBe(1);
  });

  it('picks the soonest end among the held services; services without an end never expire', () => {
    const shown = decide(
      held(
        { id: 1, name: '钻石会员', expiresAt: null },
        { id: 2, name: 'VIP内参', expiresAt: inDays(6) },
        { id: 3, name: '直播会员', expiresAt: inDays(2) },
      ),
    );
    expect(shown?.name).toBe('直播会员');
    expect(decide(held({ id: 1, name: '钻石会员', expiresAt: null }))).toBeNull();
  });

  it('shows nothing to a visitor, to a member without services, or for a service already over', () => {
    const validity = held({ id: 3, name: '直播会员', expiresAt: inDays(3) });
    expect(serviceExpiryToShow({ memberId: null, validity, now, lastShown: null })).toBeNull();
    expect(decide(undefined)).toBeNull();
    expect(decide({ valid: false, expiresAt: null, modules: [] })).toBeNull();
    expect(decide(held({ id: 3, name: '直播会员', expiresAt: inDays(-0.01) }))).toBeNull();
  });

  it('shows once a day per member: not again the same day, again the next day or to another member', () => {
    const validity = held({ id: 3, name: '直播会员', expiresAt: inDays(3) });
    const mark = expiryShownMark('7', now);
    expect(mark).toBe('7:2026-11-23');
    expect(decide(validity, mark)).toBeNull();
    // Later the same China day (23:59).
    expect(decide(validity, mark, new Date('2026-11-23T15:59:00Z'))).toBeNull();
    // Just after midnight China time: a new day.
    const nextDay = new Date('2026-11-23T16:01:00Z');
    expect(chinaDay(nextDay)).toBe('2026-11-24');
    expect(decide(validity, mark, nextDay)?.daysLeft).toBe(2);
    expect(serviceExpiryToShow({ memberId: '8', validity, now, lastShown: mark })).not.toBeNull();
  });
});
