import { describe, expect, it } from 'vitest';
import { isMessagingApp, shareLink } from './share-link';

const origin = 'https://app.example.com';

describe('shareLink', () => {
  it("makes the address absolute and appends the sharer's member id", () => {
    expect(shareLink('/pages/news/details/index?id=5', origin, '42')).toBe(
      'https://app.example.com/pages/news/details/index?id=5&parentMemberId=42',
    );
  });

  it('leaves a link that already names a sharer alone', () => {
    const made = 'https://app.example.com/pages/course/video/index/index?id=3&parentMemberId=7';
    expect(shareLink(made, origin, '42')).toBe(made);
  });

  it('adds nothing for a visitor or a garbled stored id', () => {
    for (const id of [null, undefined, '', 'abc', '1; drop']) {
      expect(shareLink('/pages/about/index/index', origin, id)).toBe(
        'https://app.example.com/pages/about/index/index',
      );
    }
  });
});

describe('isMessagingApp', () => {
  it('recognises the WeChat in-app browser only', () => {
    expect(isMessagingApp('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50 NetType/WIFI')).toBe(true);
    expect(isMessagingApp('Mozilla/5.0 (Windows NT 10.0) Chrome/130')).toBe(false);
  });
});
