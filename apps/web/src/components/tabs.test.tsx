import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

describe('Tabs', () => {
  it('shows the first tab’s pane, then the chosen one’s, keeping what a pane holds when hidden', async () => {
    render(
      <Tabs>
        <Tabs.Tab key="chapters" title="目录">
          <input aria-label="笔记" />
        </Tabs.Tab>
        <Tabs.Tab key="intro" title="简介">
          <p>课程简介</p>
        </Tabs.Tab>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: '目录' }).getAttribute('aria-selected')).toBe('true');
    // A pane is drawn the first time its tab is chosen.
    expect(screen.queryByText('课程简介')).toBeNull();
    await userEvent.type(screen.getByLabelText('笔记'), '均线');

    await userEvent.click(screen.getByRole('tab', { name: '简介' }));
    expect(screen.getByText('课程简介').closest('[hidden]')).toBeNull();
    expect(screen.getByLabelText('笔记').closest('[hidden]')).not.toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: '目录' }));
    expect(screen.getByLabelText<HTMLInputElement>('笔记').value).toBe('均线');
    expect(screen.getByText('课程简介').closest('[hidden]')).not.toBeNull();
  });

  it('follows the page’s choice when told which tab is chosen, and tells the page of a tap', async () => {
    const told = vi.fn();
    function Page() {
      const [tab, setTab] = useState('all');
      return (
        <>
          <Tabs
            activeKey={tab}
            onChange={(key) => {
              told(key);
              setTab(key);
            }}
          >
            <Tabs.Tab key="all" title="全部" />
            <Tabs.Tab key="won" title="中奖" />
          </Tabs>
          <p>showing {tab}</p>
        </>
      );
    }
    render(<Page />);
    await userEvent.click(screen.getByRole('tab', { name: '中奖' }));
    expect(told).toHaveBeenCalledWith('won');
    expect(screen.getByText('showing won')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '中奖' }).getAttribute('aria-selected')).toBe('true');
  });

  it('chooses no tab when the page says none', () => {
    render(
      <Tabs activeKey={null}>
        <Tabs.Tab key="1" title="策略" />
        <Tabs.Tab key="2" title="复盘" />
      </Tabs>,
    );
    for (const tab of screen.getAllByRole('tab')) expect(tab.getAttribute('aria-selected')).toBe('false');
  });

  it('shows each drawn pane as a tab panel named by its tab, and points a tab only at a drawn pane', async () => {
    render(
      <Tabs>
        <Tabs.Tab key="chapters" title="目录">
          <p>第一章</p>
        </Tabs.Tab>
        <Tabs.Tab key="intro" title="简介">
          <p>课程简介</p>
        </Tabs.Tab>
      </Tabs>,
    );
    const chapters = screen.getByRole('tabpanel', { name: '目录' });
    expect(chapters.textContent).toBe('第一章');
    expect(screen.getByRole('tab', { name: '目录' }).getAttribute('aria-controls')).toBe(chapters.id);
    expect(screen.getByRole('tab', { name: '简介' }).hasAttribute('aria-controls')).toBe(false);

    await userEvent.click(screen.getByRole('tab', { name: '简介' }));
    const intro = screen.getByRole('tabpanel', { name: '简介' });
    expect(intro.textContent).toBe('课程简介');
    expect(screen.getByRole('tab', { name: '简介' }).getAttribute('aria-controls')).toBe(intro.id);
    // The hidden pane is no longer offered to assistive technology.
    expect(screen.queryByRole('tabpanel', { name: '目录' })).toBeNull();
  });
});
