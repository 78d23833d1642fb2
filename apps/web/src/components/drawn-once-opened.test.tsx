import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadedWhenOpened, MountWhenOpened } from './drawn-once-opened';

describe('MountWhenOpened', () => {
  it('draws nothing until first opened, then keeps its content while closed', () => {
    const view = render(
      <MountWhenOpened open={false}>
        <p>分享到</p>
      </MountWhenOpened>,
    );
    expect(screen.queryByText('分享到')).toBeNull();

    view.rerender(
      <MountWhenOpened open>
        <p>分享到</p>
      </MountWhenOpened>,
    );
    expect(screen.getByText('分享到')).toBeTruthy();

    // Closed again: still mounted, so the popup inside can animate out and reopen at once.
    view.rerender(
      <MountWhenOpened open={false}>
        <p>分享到</p>
      </MountWhenOpened>,
    );
    expect(screen.getByText('分享到')).toBeTruthy();
  });
});

describe('loadedWhenOpened', () => {
  it('loads the popup’s code the first time it opens, then keeps the popup', async () => {
    function Sheet({ open, title }: { open: boolean; title: string }) {
      return open ? <p>{title}</p> : <p>已关闭</p>;
    }
    const load = vi.fn(async () => Sheet);
    const LazySheet = loadedWhenOpened(load, (props: { open: boolean; title: string }) => props.open);

    const view = render(<LazySheet open={false} title="筛选老师" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('已关闭')).toBeNull();

    view.rerender(<LazySheet open title="筛选老师" />);
    expect(await screen.findByText('筛选老师')).toBeTruthy();

    view.rerender(<LazySheet open={false} title="筛选老师" />);
    expect(screen.getByText('已关闭')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
