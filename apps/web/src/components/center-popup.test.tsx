import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CenterPopup } from './center-popup';

describe('CenterPopup', () => {
  it('draws nothing until first opened, then opens drawn small and transparent', () => {
    const view = render(<CenterPopup visible={false}>开奖结果</CenterPopup>);
    expect(document.querySelector('.adm-center-popup')).toBeNull();
    view.rerender(<CenterPopup visible>开奖结果</CenterPopup>);
    expect(screen.getByText('开奖结果')).toBeTruthy();
    // Mounted closed first, the kit's spring grows it from its start, not from where it ends.
    expect(document.querySelector<HTMLElement>('.adm-center-popup-wrap > div')?.style.opacity).toBe('0');
  });
});
