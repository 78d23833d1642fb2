import { describe, expect, it } from 'vitest';
import { webViewTarget } from './web-view-url';

const origin = 'https://app.example.com';

describe('webViewTarget', () => {
  it('keeps http and https addresses', () => {
    expect(webViewTarget('https://www.sse.com.cn/', origin)).toEqual({
      kind: 'ok',
      url: 'https://www.sse.com.cn/',
    });
    expect(webViewTarget('http://example.com/a?b=1', origin)).toEqual({
      kind: 'ok',
      url: 'http://example.com/a?b=1',
    });
  });

  it('prefixes http to an address lacking it', () => {
    expect(webViewTarget('www.example.com/x', origin)).toEqual({
      kind: 'ok',
      url: 'http://www.example.com/x',
    });
  });

  it('reads an in-app path against the app origin', () => {
    expect(webViewTarget('/media/a.svg', origin)).toEqual({
      kind: 'ok',
      url: 'https://app.example.com/media/a.svg',
    });
  });

  it('refuses javascript:, data:, vbscript:, other schemes and protocol-relative links', () => {
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '//evil.example',
      'ftp://example.com',
      'mailto:a@b.c',
    ]) {
      expect(webViewTarget(link, origin)).toEqual({ kind: 'refused' });
    }
  });

  it('reports a missing url', () => {
    expect(webViewTarget('', origin)).toEqual({ kind: 'missing' });
    expect(webViewTarget(null, origin)).toEqual({ kind: 'missing' });
    expect(webViewTarget('   ', origin)).toEqual({ kind: 'missing' });
  });
});
