import { describe, expect, it } from 'vitest';
import { normalizePath } from './page-path';

describe('normalizePath', () => {
  it('strips query, hash and origin and adds the leading slash', () => {
    expect(normalizePath('pages/news/list/index?categoryId=15#top')).toBe('/pages/news/list/index');
    expect(normalizePath('https://example.com/pages/mine/index/index?a=1')).toBe('/pages/mine/index/index');
    expect(normalizePath('/pages/news/list/index/')).toBe('/pages/news/list/index');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });
});
