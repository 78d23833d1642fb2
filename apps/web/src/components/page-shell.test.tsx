import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/render';
import { PageShell } from './page-shell';
import { TabPageContext } from './tab-page-context';

describe('PageShell', () => {
  it('titles the page with an h1 and offers a named back button that keyboards reach', () => {
    const onBack = vi.fn();
    renderAt(
      <PageShell title="资讯详情" onBack={onBack} right={<button type="button">分享</button>}>
        <p>正文</p>
      </PageShell>,
      '/pages/news/details/index',
    );
    const banner = screen.getByRole('banner');
    expect(screen.getByRole('heading', { level: 1, name: '资讯详情' })).toBeTruthy();
    const back = screen.getByRole('button', { name: '返回' });
    expect(banner.contains(back)).toBe(true);
    expect(back.tagName).toBe('BUTTON');
    fireEvent.click(back);
    expect(onBack).toHaveBeenCalledTimes(1);
    // Every button in the bar has a name (no nameless wrapper around the arrow).
    for (const button of banner.querySelectorAll('button, [role="button"]'))
      expect(button.getAttribute('aria-label') || button.textContent).toBeTruthy();
  });

  it('has no back button on a tab page, a top-level destination', () => {
    renderAt(
      <TabPageContext.Provider value>
        <PageShell title="财经资讯">
          <p>列表</p>
        </PageShell>
      </TabPageContext.Provider>,
      '/pages/news/list/index',
    );
    expect(screen.getByRole('heading', { level: 1, name: '财经资讯' })).toBeTruthy();
    expect(screen.getByRole('banner').querySelectorAll('button, [role="button"]')).toHaveLength(0);
  });
});
