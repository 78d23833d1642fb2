import { describe, expect, it } from 'vitest';
import { membershipText } from './membership-line';

const t = (key: string, options?: Record<string, string | number>) =>
  `${key} ${JSON.stringify(options ?? {})}`;

describe('membershipText', () => {
  it('says none without a valid service', () => {
    expect(membershipText({ valid: false, expiresAt: null, modules: [] }, t)).toBe('membership.none {}');
  });
  it('names the service and its end as a China-time date', () => {
    const text = membershipText(
      {
        valid: true,
        expiresAt: '2026-12-31T16:30:00.000Z',
        modules: [{ id: 1, name: '价值投资VIP', expiresAt: '2026-12-31T16:30:00.000Z' }],
      },
      t,
    );
    expect(text).toBe('membership.until {"name":"价值投资VIP","date":"2027-01-01"}');
  });
  it('says a service without end is held for good', () => {
    expect(
      membershipText(
        { valid: true, expiresAt: null, modules: [{ id: 1, name: '内参', expiresAt: null }] },
        t,
      ),
    ).toBe('membership.forever {"name":"内参"}');
  });
});
