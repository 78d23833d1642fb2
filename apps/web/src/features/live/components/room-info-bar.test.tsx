import '../../../i18n/register-live-catalog';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { RoomInfoBar } from './room-info-bar';

describe('RoomInfoBar', () => {
  it('names the like button by its action and the count it shows, its state told by aria-pressed', () => {
    const onLike = vi.fn();
    const { rerender } = renderAt(
      <RoomInfoBar heat={1200} online={8} likes={3} liked={false} onLike={onLike} onShare={vi.fn()} />,
    );
    const like = screen.getByRole('button', { name: '点赞 3', pressed: false });
    expect(like.textContent).toBe('3');
    fireEvent.click(like);
    expect(onLike).toHaveBeenCalledTimes(1);

    rerender(<RoomInfoBar heat={1200} online={8} likes={4} liked onLike={onLike} onShare={vi.fn()} />);
    expect(screen.getByRole('button', { name: '点赞 4', pressed: true })).toBe(like);
  });
});
