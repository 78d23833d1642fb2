import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import * as navigation from '../../../lib/navigation';
import { renderAt } from '../../../test/render';
import { CommentActionBar, type ActionToggle, type CommentPost } from './comment-action-bar';

vi.mock('../../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  appNavigate: vi.fn(),
}));
const navigate = vi.mocked(navigation.appNavigate);

function setup({ loggedIn, busy = false }: { loggedIn: boolean; busy?: boolean }) {
  navigate.mockClear();
  if (loggedIn) window.localStorage.setItem(StorageKey.token, 't0k3n');
  const comment: CommentPost = {
    isPending: false,
    mutate: vi.fn((_content: string, options: { onSuccess: () => void }) => options.onSuccess()),
  };
  const onLike = vi.fn();
  const like: ActionToggle = {
    testId: 'x-like',
    pressed: true,
    icon: null,
    label: 12,
    ariaLabel: '点赞',
    busy,
    onPress: onLike,
  };
  const collect: ActionToggle = { ...like, testId: 'x-collect', pressed: false, label: '收藏' };
  delete collect.ariaLabel;
  renderAt(
    <CommentActionBar testIdPrefix="x" loggedIn={loggedIn} comment={comment} toggles={[like, collect]} />,
  );
  return { comment, onLike };
}

describe('CommentActionBar', () => {
  it('shows each toggle with its state and label, and presses it for a member', () => {
    const { onLike } = setup({ loggedIn: true });
    const like = screen.getByTestId('x-like');
    expect(like.getAttribute('aria-pressed')).toBe('true');
    // A count alone would not say what the button does: its name is the action, then the count shown.
    expect(screen.getByRole('button', { name: '点赞 12', pressed: true })).toBe(like);
    expect(like.textContent).toBe('12');
    // A toggle whose label is its name is named by that label.
    expect(screen.getByRole('button', { name: '收藏', pressed: false })).toBe(
      screen.getByTestId('x-collect'),
    );
    expect(screen.getByTestId('x-collect').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('x-collect').textContent).toBe('收藏');
    fireEvent.click(like);
    expect(onLike).toHaveBeenCalledTimes(1);
  });

  it('ignores a toggle while its call is under way', () => {
    const { onLike } = setup({ loggedIn: true, busy: true });
    fireEvent.click(screen.getByTestId('x-like'));
    expect(onLike).not.toHaveBeenCalled();
  });

  it('sends a visitor to login instead of toggling or typing', () => {
    const { onLike } = setup({ loggedIn: false });
    fireEvent.click(screen.getByTestId('x-like'));
    expect(onLike).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(Pages.login);

    const input = screen.getByTestId('x-comment-input') as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(input.placeholder).toBe('登录后参与评论');
  });

  it('posts the trimmed comment and empties the box once it is taken', () => {
    const { comment } = setup({ loggedIn: true });
    const input = screen.getByTestId('x-comment-input') as HTMLInputElement;
    expect(input.placeholder).toBe('写下你的评论…');
    expect(screen.queryByTestId('x-comment-send')).toBeNull();

    fireEvent.change(input, { target: { value: '   ' } });
    expect(screen.queryByTestId('x-comment-send')).toBeNull();

    fireEvent.change(input, { target: { value: '  看好后市  ' } });
    fireEvent.click(screen.getByTestId('x-comment-send'));
    expect(comment.mutate).toHaveBeenCalledWith('看好后市', expect.anything());
    expect(input.value).toBe('');
  });
});
