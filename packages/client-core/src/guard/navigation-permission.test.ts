import { describe, expect, it } from 'vitest';
import { decideLinkNavigation, resolveLink } from './navigation-permission';

const base = {
  link: '/pages/course/list/index/index',
  permissionMsg: null,
  noPermissionLink: null,
  permission: -1,
};

describe('decideLinkNavigation', () => {
  it('navigates directly without a permission message', () => {
    expect(decideLinkNavigation(base)).toEqual({ kind: 'navigate', url: base.link });
    expect(decideLinkNavigation({ ...base, permissionMsg: '  ' })).toEqual({
      kind: 'navigate',
      url: base.link,
    });
  });

  it('navigates directly with permission 1', () => {
    expect(decideLinkNavigation({ ...base, permission: 1, permissionMsg: '需开通' })).toEqual({
      kind: 'navigate',
      url: base.link,
    });
  });

  it('asks first with permission -1, offering the product introduction for goods pages', () => {
    expect(
      decideLinkNavigation({
        ...base,
        permissionMsg: '开通会员后可观看',
        noPermissionLink: '/pages/goods/index/index?id=2',
      }),
    ).toEqual({
      kind: 'confirm',
      title: '提示',
      content: '开通会员后可观看',
      confirmText: '产品介绍',
      confirmUrl: '/pages/goods/index/index?id=2',
    });
  });

  it('asks first for any other permission value, with 跳转 for other pages', () => {
    const decision = decideLinkNavigation({
      ...base,
      permission: 0,
      permissionMsg: '请先登录',
      noPermissionLink: '/pages/login/index/index',
    });
    expect(decision).toMatchObject({
      kind: 'confirm',
      confirmText: '跳转',
      confirmUrl: '/pages/login/index/index',
    });
    expect(decideLinkNavigation({ ...base, permissionMsg: '暂无权限' })).toMatchObject({
      kind: 'confirm',
      confirmText: '跳转',
      confirmUrl: null,
    });
  });
});

describe('resolveLink', () => {
  it('opens http links in the web view with encoded url and title', () => {
    expect(resolveLink({ link: 'https://a.com/x?y=1&z=2', title: '活动 页' })).toEqual({
      kind: 'webview',
      url: '/pages/webView/index/index?url=https%3A%2F%2Fa.com%2Fx%3Fy%3D1%26z%3D2&title=%E6%B4%BB%E5%8A%A8%20%E9%A1%B5',
    });
  });

  it('adds http:// to web-view links without it', () => {
    expect(resolveLink({ link: 'www.a.com/p', typeCode: 'Webview', title: 'A' })).toEqual({
      kind: 'webview',
      url: '/pages/webView/index/index?url=http%3A%2F%2Fwww.a.com%2Fp&title=A',
    });
  });

  it('opens PDF links on the pdf page', () => {
    expect(resolveLink({ link: 'https://a.com/report.PDF', title: '年报' })).toEqual({
      kind: 'route',
      url: `/pages/pdf/index?url=${encodeURIComponent('https://a.com/report.PDF')}&title=${encodeURIComponent('年报')}`,
    });
  });

  it('opens mini programs with the app id from the link parameters', () => {
    expect(
      resolveLink({
        link: 'pages/index/index',
        typeCode: 'Miniprogram',
        linkParams: { wxAppletId: 'wx123' },
      }),
    ).toEqual({ kind: 'miniprogram', appId: 'wx123', path: 'pages/index/index' });
  });

  it('navigates in-app otherwise', () => {
    expect(resolveLink({ link: '/pages/news/list/index?categoryId=15', typeCode: 'Route' })).toEqual({
      kind: 'route',
      url: '/pages/news/list/index?categoryId=15',
    });
    expect(resolveLink({ link: 'pages/mine/index/index' })).toEqual({
      kind: 'route',
      url: '/pages/mine/index/index',
    });
  });
});
