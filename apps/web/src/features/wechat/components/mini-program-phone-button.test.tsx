import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WechatMsg } from '@app/contract/wechat-msg';

const mocks = vi.hoisted(() => ({ open: vi.fn(), toast: vi.fn() }));
vi.mock('../mini-program-phone', () => ({ openMiniProgramPhonePage: mocks.open }));
vi.mock('../../../lib/toast', () => ({ showToast: mocks.toast }));

import { MiniProgramPhoneButton } from './mini-program-phone-button';

type ShellWindow = { __wxjs_environment?: string };

afterEach(() => {
  vi.clearAllMocks();
  delete (window as unknown as ShellWindow).__wxjs_environment;
});

const showAgain = () =>
  act(() => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe('MiniProgramPhoneButton', () => {
  it('is offered only inside the mini-program', () => {
    const { container } = render(<MiniProgramPhoneButton onReturn={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it("opens the shell's phone page and reads the member again once this page shows again", async () => {
    (window as unknown as ShellWindow).__wxjs_environment = 'miniprogram';
    mocks.open.mockResolvedValue(undefined);
    const onReturn = vi.fn();
    render(<MiniProgramPhoneButton onReturn={onReturn} />);
    showAgain();
    expect(onReturn).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText(WechatMsg.usePhoneNumber));
    await vi.waitFor(() => expect(mocks.open).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    showAgain();
    showAgain();
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('says why when the page cannot be opened, and waits for no return', async () => {
    (window as unknown as ShellWindow).__wxjs_environment = 'miniprogram';
    mocks.open.mockRejectedValue(new Error('navigateTo:fail'));
    const onReturn = vi.fn();
    render(<MiniProgramPhoneButton onReturn={onReturn} />);
    fireEvent.click(screen.getByText(WechatMsg.usePhoneNumber));
    await vi.waitFor(() => expect(mocks.toast).toHaveBeenCalledWith(WechatMsg.busy));
    showAgain();
    expect(onReturn).not.toHaveBeenCalled();
  });
});
