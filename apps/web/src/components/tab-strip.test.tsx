import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabStrip } from './tab-strip';

const tabs = [
  { key: 1, title: '直播' },
  { key: 2, title: '策略' },
  { key: 3, title: '复盘' },
];

function Strip() {
  const [active, setActive] = useState(1);
  return (
    <>
      <TabStrip tabs={tabs} active={active} onChange={setActive} label="分类" />
      <p>showing {active}</p>
    </>
  );
}

describe('TabStrip', () => {
  it('marks the chosen tab and switches on a tap', async () => {
    render(<Strip />);
    expect(screen.getByRole('tablist', { name: '分类' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '直播' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: '复盘' }));
    expect(screen.getByRole('tab', { name: '复盘' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '直播' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByText('showing 3')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys, wrapping at the ends', async () => {
    render(<Strip />);
    screen.getByRole('tab', { name: '直播' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '策略' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '策略' }));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '复盘' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('showing 3')).toBeTruthy();
  });
});
