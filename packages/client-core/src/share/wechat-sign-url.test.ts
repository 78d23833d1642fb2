import { describe, expect, it } from 'vitest';
import { wechatSignUrl } from './wechat-sign-url';

const entry = 'https://m.example.com/pages/news/list/index?categoryId=15';
const current = 'https://m.example.com/pages/news/details/index?id=3#comments';

describe('wechatSignUrl', () => {
  it('signs the entry URL on iOS and the current URL elsewhere, without the fragment', () => {
    expect(
      wechatSignUrl('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) MicroMessenger/8.0.50', entry, current),
    ).toBe(entry);
    expect(wechatSignUrl('Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.50', entry, current)).toBe(
      'https://m.example.com/pages/news/details/index?id=3',
    );
  });
});
