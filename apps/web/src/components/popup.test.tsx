import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Popup } from './popup';

const sheetBody = () => document.querySelector<HTMLElement>('.adm-popup-body');

describe('Popup', () => {
  it('draws nothing until first opened, then keeps its content while closed', () => {
    const view = render(
      <Popup visible={false}>
        <p>分享到</p>
      </Popup>,
    );
    expect(screen.queryByText('分享到')).toBeNull();
    expect(document.querySelector('.adm-popup')).toBeNull();

    view.rerender(
      <Popup visible>
        <p>分享到</p>
      </Popup>,
    );
    expect(screen.getByText('分享到')).toBeTruthy();

    // Closed again: still drawn, so it animates out and reopens at once.
    view.rerender(
      <Popup visible={false}>
        <p>分享到</p>
      </Popup>,
    );
    expect(screen.getByText('分享到')).toBeTruthy();
  });

  it('slides in on its first opening, starting below the screen', () => {
    const view = render(<Popup visible={false}>分享到</Popup>);
    view.rerender(<Popup visible>分享到</Popup>);
    // The kit's spring starts where the popup was first drawn: mounted open, it would already sit at 0 %.
    expect(sheetBody()?.style.transform).toBe('translate(0, 100%)');
  });

  it('slides in when it is open from the start', () => {
    render(<Popup visible>公告</Popup>);
    expect(screen.getByText('公告')).toBeTruthy();
    expect(sheetBody()?.style.transform).toBe('translate(0, 100%)');
  });
});
