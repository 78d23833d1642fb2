import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WechatMsg } from '@app/contract/wechat-msg';

const mocks = vi.hoisted(() => ({ login: vi.fn(), toast: vi.fn() }));
vi.mock('../api/offiaccount-login', () => ({ offiaccountLogin: mocks.login }));
vi.mock('../../../lib/toast', () => ({ showToast: mocks.toast }));

import { newOauthState } from '../oauth-state';
import { useOffiaccountReturn } from './use-offiaccount-return';

afterEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
});

describe('useOffiaccountReturn', () => {
  it('trades the code for a session when the state is the one this tab sent', async () => {
    const state = newOauthState();
    window.history.replaceState(null, '', `/pages/login/index/index?code=c-1&state=${state}`);
    const result = { token: 't', memberId: 1 };
    mocks.login.mockResolvedValue(result);
    const onLoggedIn = vi.fn(async () => undefined);
    renderHook(() => useOffiaccountReturn(onLoggedIn));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(result));
    expect(mocks.login).toHaveBeenCalledWith('c-1');
    expect(window.location.search).toBe('');
  });

  it('refuses a code that comes back with another state', () => {
    newOauthState();
    window.history.replaceState(null, '', '/pages/login/index/index?code=c-2&state=forged123');
    renderHook(() => useOffiaccountReturn(vi.fn()));
    expect(mocks.login).not.toHaveBeenCalled();
    expect(mocks.toast).toHaveBeenCalledWith(WechatMsg.stateMismatch);
  });
});
