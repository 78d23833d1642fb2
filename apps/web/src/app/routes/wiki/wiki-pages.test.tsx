import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WikiApi } from '@app/contract/wiki';
import { renderAt, stubFetch } from '../../../test/render';
import { WikiDetailPage } from './wiki-detail-page';
import { WikiListPage } from './wiki-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const entries = [
  { id: 1, title: '市盈率（PE）', category: '估值指标', summary: '市盈率是最常用的估值指标' },
  { id: 2, title: '市净率（PB）', category: '估值指标', summary: '市净率是股价除以每股净资产' },
  { id: 3, title: 'K线', category: 'K线与指标', summary: 'K线又叫蜡烛图' },
];

describe('投资百科 pages', () => {
  it('lists the entries under their categories', async () => {
    stubFetch((url) => (url.includes(WikiApi.list) ? { code: 200, msg: 'ok', data: entries } : null));
    renderAt(<WikiListPage />, '/pages/wiki/list/index');
    expect(await screen.findByRole('heading', { name: '估值指标' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'K线与指标' })).toBeTruthy();
    expect(screen.getAllByTestId('wiki-item').map((b) => b.querySelector('h3')?.textContent)).toEqual([
      '市盈率（PE）',
      '市净率（PB）',
      'K线',
    ]);
  });

  it('shows one entry, and says so when it does not exist', async () => {
    stubFetch((url) =>
      url.includes(`${WikiApi.detail}/3`)
        ? {
            code: 200,
            msg: 'ok',
            data: { id: 3, title: 'K线', category: 'K线与指标', body: 'K线又叫蜡烛图。' },
          }
        : { code: 404, msg: '百科词条不存在' },
    );
    const shown = renderAt(<WikiDetailPage />, '/pages/wiki/detail/index?id=3');
    expect((await screen.findByTestId('wiki-body')).textContent).toBe('K线又叫蜡烛图。');
    shown.unmount();
    renderAt(<WikiDetailPage />, '/pages/wiki/detail/index?id=99');
    expect(await screen.findByText('词条不存在')).toBeTruthy();
  });
});
