import { afterEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ requestPhoneTicket: vi.fn() }));
vi.mock('./api/phone-ticket', () => ({ requestPhoneTicket: mocks.requestPhoneTicket }));

import { MINI_PROGRAM_PHONE_PAGE, openMiniProgramPhonePage } from './mini-program-phone';

type ShellWindow = { wx?: unknown };

afterEach(() => {
  vi.clearAllMocks();
  delete (window as unknown as ShellWindow).wx;
});

/** The mini-program's JS-SDK in its web-view, answering navigateTo as WeChat does. */
function miniProgramSdk(outcome: 'success' | 'fail') {
  const navigateTo = vi.fn(
    (options: { url: string; success?: () => void; fail?: (error: unknown) => void }) =>
      outcome === 'success' ? options.success?.() : options.fail?.({ errMsg: 'navigateTo:fail' }),
  );
  (window as unknown as ShellWindow).wx = { config: vi.fn(), miniProgram: { navigateTo } };
  return navigateTo;
}

describe('openMiniProgramPhonePage', () => {
  it("opens the shell's phone page with the server's one-time ticket, as the page reads it back", async () => {
    mocks.requestPhoneTicket.mockResolvedValue({ ticket: 'Tk-1_a+b/c=', expiresInSeconds: 300 });
    const navigateTo = miniProgramSdk('success');
    await openMiniProgramPhonePage();
    expect(mocks.requestPhoneTicket).toHaveBeenCalledTimes(1);
    const url = (navigateTo.mock.calls[0]?.[0] as { url: string }).url;
    expect(url.startsWith(`${MINI_PROGRAM_PHONE_PAGE}?`)).toBe(true);
    // The phone page gets the raw value and decodes it (phoneTicketOf: decodeURIComponent).
    expect(decodeURIComponent(/[?&]ticket=([^&]*)/.exec(url)?.[1] ?? '')).toBe('Tk-1_a+b/c=');
    // Only the ticket travels: no session token in the address.
    expect(url).not.toMatch(/token/i);
  });

  it('opens nothing when the server refuses the ticket, and rejects when the page cannot open', async () => {
    mocks.requestPhoneTicket.mockRejectedValueOnce(new Error('401'));
    const navigateTo = miniProgramSdk('success');
    await expect(openMiniProgramPhonePage()).rejects.toThrow();
    expect(navigateTo).not.toHaveBeenCalled();

    mocks.requestPhoneTicket.mockResolvedValue({ ticket: 'Tk-2', expiresInSeconds: 300 });
    miniProgramSdk('fail');
    await expect(openMiniProgramPhonePage()).rejects.toThrow();
  });
});
