import { describe, expect, it } from 'vitest';
import { currentMembership } from './membership';

const module = (id: number, name: string, expiresAt: string | null) => ({
  id,
  name,
  expiresAt,
  goodsLink: `/pages/goods/index/index?id=${id}`,
});

describe('currentMembership', () => {
  it('is none without a held service', () => {
    expect(currentMembership(undefined)).toBeNull();
    expect(currentMembership({ valid: false, expiresAt: null, modules: [] })).toBeNull();
  });

  it('counts any held service, not only the live one', () => {
    expect(
      currentMembership({
        valid: false,
        expiresAt: null,
        modules: [module(2, '实战课程', '2026-12-31T16:00:00Z')],
      }),
    ).toEqual({
      name: '实战课程',
      others: 0,
      expiresAt: '2026-12-31T16:00:00Z',
      goodsLink: '/pages/goods/index/index?id=2',
    });
  });

  it('shows the service that ends first, with how many more are held; endless ones come last', () => {
    const shown = currentMembership({
      valid: true,
      expiresAt: null,
      modules: [
        module(1, '钻石会员', null),
        module(3, '直播会员', '2027-01-10T00:00:00Z'),
        module(2, 'VIP内参', '2026-12-01T00:00:00Z'),
      ],
    });
    expect(shown).toMatchObject({ name: 'VIP内参', others: 2, goodsLink: '/pages/goods/index/index?id=2' });
    expect(
      currentMembership({ valid: true, expiresAt: null, modules: [module(1, '钻石会员', null)] })?.expiresAt,
    ).toBeNull();
  });
});
