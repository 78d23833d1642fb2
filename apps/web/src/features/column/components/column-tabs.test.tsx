import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { centersTabs, ColumnTabs } from './column-tabs';

const categories = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 11, title: `分类${i + 1}` }));

describe('column tabs', () => {
  it('centers four or fewer tabs and scrolls more', () => {
    expect([1, 4, 5, 8].map(centersTabs)).toEqual([true, true, false, false]);
  });

  it('lays out a few categories centered', () => {
    renderAt(<ColumnTabs categories={categories(3)} activeId={11} onChange={vi.fn()} />);
    expect(screen.getByTestId('column-tabs').dataset.layout).toBe('centered');
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });

  it('lays out many categories as a scrolling strip', () => {
    renderAt(<ColumnTabs categories={categories(5)} activeId={11} onChange={vi.fn()} />);
    expect(screen.getByTestId('column-tabs').dataset.layout).toBe('scroll');
  });

  it('reports the chosen category', () => {
    const onChange = vi.fn();
    renderAt(<ColumnTabs categories={categories(3)} activeId={11} onChange={onChange} />);
    fireEvent.click(screen.getByText('分类2'));
    expect(onChange).toHaveBeenCalledWith(12);
  });
});
