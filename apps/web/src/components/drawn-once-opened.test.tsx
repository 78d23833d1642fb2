import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MountWhenOpened } from './drawn-once-opened';

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
