import { describe, expect, it } from 'vitest';
import { accountLoginRequest, registerRequest } from './account';
import { Msg } from './messages';

describe('account schemas', () => {
  it('trims the username at login', () => {
    expect(accountLoginRequest.parse({ username: '  demo ', password: 'Demo@2026' }).username).toBe('demo');
  });

  it('rejects a short password at registration with the shared message', () => {
    const r = registerRequest.safeParse({
      username: 'newbie',
      password: 'short',
      mobile: '13800000009',
      code: '123456',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(Msg.passwordTooShort);
  });

  it('rejects unknown fields', () => {
    expect(accountLoginRequest.safeParse({ username: 'a', password: 'b', admin: true }).success).toBe(false);
  });
});
