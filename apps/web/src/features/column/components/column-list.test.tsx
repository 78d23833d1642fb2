import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakePagedQuery } from '../../../components/fake-paged-query';
import { renderAt } from '../../../test/render';
import type { ColumnEntry } from './column-card';
import { ColumnList } from './column-list';
import { showsLockOverlay } from './lock-rule';
import '../../../i18n/register-column-catalog';

function entry(id: number, locked: boolean, patch: Partial<ColumnEntry> = {}): ColumnEntry {
  return {
    id,
    title: `观点${id}`,
    description: `摘要${id}`,
    dateTime: new Date().toISOString(),
    picList: [],
    teacher: { name: '王老师', avatar: '/a.svg' },
    locked,
    ...patch,
  };
}

function renderList(pages: ColumnEntry[][], onOpen = vi.fn()) {
  renderAt(<ColumnList query={fakePagedQuery(pages)} queryKey={['c']} onOpen={onOpen} emptyTitle="空" />);
  return screen.getAllByTestId('column-card');
}

const hasOverlay = (card: HTMLElement) => within(card).queryByText('解锁查看全部内容') !== null;

describe('lock overlay rule', () => {
  it('covers locked entries from the third on, never free ones', () => {
    expect([0, 1, 2, 3].map((i) => showsLockOverlay(i, true))).toEqual([false, false, true, true]);
    expect([0, 1, 2, 3].map((i) => showsLockOverlay(i, false))).toEqual([false, false, false, false]);
  });

  it('shows the overlay on locked cards from the third card on only', () => {
    const cards = renderList([
      [entry(1, true), entry(2, true), entry(3, true), entry(4, false), entry(5, true)],
    ]);
    expect(cards.map(hasOverlay)).toEqual([false, false, true, false, true]);
  });

  it('counts positions across loaded pages', () => {
    const cards = renderList([[entry(1, false), entry(2, false)], [entry(3, true)]]);
    expect(cards.map(hasOverlay)).toEqual([false, false, true]);
  });

  it('opens the entry when its overlay is tapped', () => {
    const onOpen = vi.fn();
    renderList([[entry(1, false), entry(2, false), entry(7, true)]], onOpen);
    fireEvent.click(screen.getByText('解锁查看全部内容'));
    expect(onOpen).toHaveBeenCalledWith(7);
  });
});

describe('column card', () => {
  it('shows the teacher, the text without markup and at most three thumbnails', async () => {
    const pics = ['/1.svg', '/2.svg', '/3.svg', '/4.svg'];
    const [card] = renderList([
      [entry(1, false, { description: '', content: '<p>均线<b>多头</b>排列&amp;放量</p>', picList: pics })],
    ]);
    if (!card) throw new Error('no card');
    expect(within(card).getByText('王老师')).toBeTruthy();
    expect(within(card).getByRole('heading', { name: '观点1' })).toBeTruthy();
    expect(within(card).getByText('均线多头排列&放量')).toBeTruthy();
    await waitFor(() =>
      expect(within(card).getByTestId('column-card-thumbs').querySelectorAll('img')).toHaveLength(3),
    );
  });
});
