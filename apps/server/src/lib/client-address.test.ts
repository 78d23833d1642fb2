import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('addressKey', () => {
  it('keeps IPv4, and counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as one, whatever its spelling', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('keeps what it cannot parse', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
