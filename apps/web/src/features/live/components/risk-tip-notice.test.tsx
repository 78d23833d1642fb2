import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RiskTipNotice } from './risk-tip-notice';

const TIP = '股市有风险，投资需谨慎。本直播内容仅供学习交流，不构成投资建议。';

/** A ResizeObserver whose callback the test runs, with the widths the test sets. */
function fakeResizeObserver() {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return { laidOut: () => act(() => callbacks.forEach((callback) => callback())) };
}

function setWidths(line: number, words: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(line);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(words);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the room’s risk notice', () => {
  it('says nothing without a text', () => {
    render(<RiskTipNotice text={undefined} />);
    expect(screen.queryByTestId('risk-tip')).toBeNull();
  });

  it('scrolls a text longer than its line, at a pace that follows its length', () => {
    const observer = fakeResizeObserver();
    setWidths(300, 720);
    render(<RiskTipNotice text={TIP} />);
    const track = screen.getByText(`风险提示：${TIP}`).parentElement;
    expect(track?.style.animationDuration).toBe('');

    observer.laidOut();
    expect(track?.style.animationDuration).toBe(`${(`风险提示：${TIP}`.length * 0.25).toString()}s`);
  });

  it('keeps a text that fits its line still', () => {
    const observer = fakeResizeObserver();
    setWidths(300, 120);
    render(<RiskTipNotice text="入市需谨慎" />);
    observer.laidOut();
    expect(screen.getByText('风险提示：入市需谨慎').parentElement?.style.animationDuration).toBe('');
  });
});
