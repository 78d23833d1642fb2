import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Advertisement } from '@app/contract/ad';
import { decideAdOpening, openAd } from './open-ad';

const navigate = vi.hoisted(() => vi.fn());
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/navigation', () => ({ appNavigate: navigate }));
vi.mock('../../../lib/toast', () => ({ showToast: toast }));

afterEach(() => {
  navigate.mockReset();
  toast.mockReset();
});

function ad(overrides: Partial<Advertisement>): Advertisement {
  return {
    id: 1,
    categoryCode: 'teacherAd',
    typeCode: 'Route',
    title: '上海证券交易所',
    pic: '/media/x.svg',
    content: '官方信息披露平台',
    link: null,
    linkParams: null,
    ...overrides,
  };
}

describe('decideAdOpening (SPEC §2)', () => {
  it('opens an in-app path as a route', () => {
    expect(decideAdOpening(ad({ link: '/pages/course/list/index/index' }))).toEqual({
      kind: 'navigate',
      url: '/pages/course/list/index/index',
    });
    expect(decideAdOpening(ad({ link: 'pages/goods/index/index?id=3' }))).toEqual({
      kind: 'navigate',
      url: '/pages/goods/index/index?id=3',
    });
  });

  it('keeps an in-app path a route even when its query holds an encoded web address', () => {
    const link = `/pages/pdf/index?url=${encodeURIComponent('https://example.com/a.pdf')}`;
    expect(decideAdOpening(ad({ link }))).toEqual({ kind: 'navigate', url: link });
  });

  it('opens a web address in the web view with the encoded url and title', () => {
    expect(decideAdOpening(ad({ typeCode: 'Webview', link: 'https://www.sse.com.cn/' }))).toEqual({
      kind: 'navigate',
      url: `/pages/webView/index/index?url=${encodeURIComponent('https://www.sse.com.cn/')}&title=${encodeURIComponent('上海证券交易所')}`,
    });
  });

  it('gives a web-view link lacking http an http prefix', () => {
    const opening = decideAdOpening(ad({ typeCode: 'Webview', link: 'www.szse.cn' }));
    expect(opening).toEqual({
      kind: 'navigate',
      url: `/pages/webView/index/index?url=${encodeURIComponent('http://www.szse.cn')}&title=${encodeURIComponent('上海证券交易所')}`,
    });
  });

  it('shows the ad itself when it has no link', () => {
    expect(decideAdOpening(ad({ link: null }))).toEqual({ kind: 'details' });
    expect(decideAdOpening(ad({ link: '   ' }))).toEqual({ kind: 'details' });
  });

  it('refuses javascript:, data: and protocol-relative links', () => {
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example',
    ])
      expect(decideAdOpening(ad({ typeCode: 'Webview', link }))).toEqual({ kind: 'refused' });
  });

  it('opens a mini-program link in the app when it names one of our pages, otherwise cannot', () => {
    const params = { wxAppletId: 'wx0000000000000000' };
    expect(
      decideAdOpening(ad({ typeCode: 'Miniprogram', link: '/pages/about/index/index', linkParams: params })),
    ).toEqual({ kind: 'navigate', url: '/pages/about/index/index' });
    expect(
      decideAdOpening(ad({ typeCode: 'Miniprogram', link: 'packageA/index?x=1', linkParams: params })),
    ).toEqual({ kind: 'miniprogram' });
  });
});

describe('openAd', () => {
  it('navigates for a link and shows the details for none', () => {
    const details = vi.fn();
    openAd(ad({ link: 'https://www.sse.com.cn/' }), details);
    expect(navigate).toHaveBeenCalledWith(
      expect.stringMatching(/^\/pages\/webView\/index\/index\?url=https%3A/),
    );
    expect(details).not.toHaveBeenCalled();

    const plain = ad({ link: null });
    openAd(plain, details);
    expect(details).toHaveBeenCalledWith(plain);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('never navigates to an unsafe link: it explains with a toast', () => {
    const details = vi.fn();
    openAd(ad({ link: 'javascript:alert(1)' }), details);
    expect(navigate).not.toHaveBeenCalled();
    expect(details).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith('该链接地址不安全，已拦截');
  });

  it('explains that another mini program opens only in WeChat', () => {
    openAd(ad({ typeCode: 'Miniprogram', link: 'packageA/index' }), vi.fn());
    expect(navigate).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith('该链接需在微信小程序中打开，请在微信中访问');
  });
});
