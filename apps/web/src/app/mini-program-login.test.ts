import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '@app/contract/storage-keys';

const api = vi.hoisted(() => ({ send: vi.fn() }));
vi.mock('../lib/api-client', () => ({ send: api.send }));

import { storage } from '../lib/storage';
import { signInFromMiniProgram } from './mini-program-login';

afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe('signInFromMiniProgram', () => {
  it('trades the ticket for a session and takes it out of the address', async () => {
    window.history.replaceState(null, '', '/pages/mine/index/index?id=3&ticket=T-1&from=mp&v=2.0.33');
    api.send.mockResolvedValue({
      token: 'tok-1',
      memberId: 42,
      isTeacher: false,
      roles: ['ROLE_DEFAULT'],
      permissions: [],
      unionid: 'u-1',
    });
    await signInFromMiniProgram();
    expect(api.send).toHaveBeenCalledWith(
      '/api/member/wx/auth/ver/2/ticket/exchange',
      { ticket: 'T-1' },
      expect.anything(),
    );
    expect(window.location.search).toBe('?id=3');
    expect(storage.get(StorageKey.token)).toBe('tok-1');
  });

  it('leaves a visitor when the ticket is refused', async () => {
    window.history.replaceState(null, '', '/pages/index?ticket=used');
    api.send.mockRejectedValue(new Error('refused'));
    await signInFromMiniProgram();
    expect(window.location.search).toBe('');
    expect(storage.get(StorageKey.token)).toBeNull();
  });
});
