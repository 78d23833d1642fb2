import { describe, expect, it } from 'vitest';
import { decodeEvent, encodeEvent } from './broker';
import { isAllowedOrigin } from './origin-policy';

describe('broker wire format', () => {
  it('round-trips events whose frames contain the separator', () => {
    const event = { liveId: 7, audience: 'teachers' as const, frame: '{"a":"x|y|z"}' };
    expect(decodeEvent(encodeEvent(event))).toEqual(event);
  });
  it('round-trips access events and drops malformed ones', () => {
    for (const event of [
      { kind: 'session-ended' as const, tokenHash: 'ab12' },
      { kind: 'member-signed-out' as const, memberId: 7 },
      { kind: 'grants-changed' as const, memberId: 9 },
    ])
      expect(decodeEvent(encodeEvent(event))).toEqual(event);
    expect(decodeEvent('access|{"kind":"session-ended","tokenHash":""}')).toBeNull();
    expect(decodeEvent('access|{"kind":"grants-changed","memberId":"7"}')).toBeNull();
    expect(decodeEvent('access|{"kind":"whatever","memberId":7}')).toBeNull();
    expect(decodeEvent('access|not json')).toBeNull();
  });
  it('round-trips cache events and drops nameless ones', () => {
    const event = { kind: 'cache-stale' as const, cache: 'auth' };
    expect(decodeEvent(encodeEvent(event))).toEqual(event);
    expect(decodeEvent('access|{"kind":"cache-stale","cache":""}')).toBeNull();
    expect(decodeEvent('access|{"kind":"cache-stale"}')).toBeNull();
  });
  it('drops garbage', () => {
    expect(decodeEvent('nonsense')).toBeNull();
    expect(decodeEvent('x|all|{}')).toBeNull();
    expect(decodeEvent('1|everyone|{}')).toBeNull();
  });
});

describe('socket origin policy', () => {
  it('allows no origin, the same host, localhost in development and configured origins', () => {
    expect(isAllowedOrigin(undefined, 'app.example.com', [])).toBe(true);
    expect(isAllowedOrigin('https://app.example.com', 'app.example.com', [])).toBe(true);
    expect(isAllowedOrigin('http://localhost:5173', 'app.example.com', [], true)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:8080', 'app.example.com', [], true)).toBe(true);
    expect(isAllowedOrigin('https://m.example.com', 'api.example.com', ['https://m.example.com'])).toBe(true);
  });
  it('refuses localhost pages unless allowed (production)', () => {
    expect(isAllowedOrigin('http://localhost:5173', 'app.example.com', [])).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:8080', 'app.example.com', [], false)).toBe(false);
    expect(isAllowedOrigin('http://[::1]:3000', 'app.example.com', [], false)).toBe(false);
    // The server's own host stays allowed when that host is localhost.
    expect(isAllowedOrigin('http://127.0.0.1:8080', '127.0.0.1:8080', [], false)).toBe(true);
  });
  it('refuses other sites, look-alikes and non-web schemes', () => {
    expect(isAllowedOrigin('https://evil.example', 'app.example.com', [])).toBe(false);
    expect(isAllowedOrigin('https://app.example.com.evil.example', 'app.example.com', [])).toBe(false);
    expect(isAllowedOrigin('http://m.example.com', 'api.example.com', ['https://m.example.com'])).toBe(false);
    expect(isAllowedOrigin('null', 'app.example.com', [])).toBe(false);
    expect(isAllowedOrigin('file://', 'app.example.com', [])).toBe(false);
  });
});
