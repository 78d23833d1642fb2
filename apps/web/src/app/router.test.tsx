import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '@app/contract/storage-keys';
import { renderAt, stubFetch } from '../test/render';
import { AppRoutes } from './router';

describe('routes and guard', () => {
  it('sends a visitor who types a members-only URL to login and remembers the page', async () => {
    stubFetch(() => ({ code: 200, msg: 'ok', rows: [], total: 0 }));
    renderAt(<AppRoutes />, '/pages/mine/personalInformation/index');
    expect(await screen.findByRole('heading', { name: '登录' }, { timeout: 5000 })).toBeTruthy();
    expect(window.localStorage.getItem(StorageKey.lastVisitedPage)).toBe(
      '/pages/mine/personalInformation/index',
    );
  });

  it('shows the 404 page for an unknown path, even to a visitor', async () => {
    stubFetch(() => ({ code: 200, msg: 'ok', rows: [], total: 0 }));
    renderAt(<AppRoutes />, '/pages/does/not/exist');
    expect(await screen.findByRole('heading', { name: '404 Not Found' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('404 Not Found'));
  });

  it('opens a page whatever the case of its address or a trailing slash, as react-router compares paths', async () => {
    window.localStorage.setItem(StorageKey.token, 'member-token');
    stubFetch(() => ({ code: 200, msg: 'ok', rows: [], total: 0 }));
    renderAt(<AppRoutes />, '/PAGES/course/Video/list/index/');
    expect(await screen.findByRole('heading', { name: '全部课程' }, { timeout: 5000 })).toBeTruthy();
  });

  it.each([
    ['/pages/course/teacher/list/index', '名师团队'],
    ['/pages/course/video/list/index', '全部课程'],
  ])('opens %s, an alias of an existing page', async (path, title) => {
    window.localStorage.setItem(StorageKey.token, 'member-token');
    stubFetch(() => ({ code: 200, msg: 'ok', rows: [], total: 0 }));
    renderAt(<AppRoutes />, path);
    expect(await screen.findByRole('heading', { name: title }, { timeout: 5000 })).toBeTruthy();
  });
});
