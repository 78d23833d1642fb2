import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '@app/contract/paths';
import { registerMember } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await t.close();
});

describe('request logs', () => {
  it('never contain passwords sent in the query string, nor tokens', async () => {
    const { password, login } = await registerMember(t, { password: 'RegisterPass#77' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${Api.modifyPassword}?oldPassword=${encodeURIComponent(password)}&newPassword=QueryOnlySecret%2399`,
      headers: { authorization: `Bearer ${login.token}` },
    });
    expect(res.json()).toMatchObject({ code: 200 });
    const log = lines.join('');
    expect(log).toContain(Api.modifyPassword);
    expect(log).not.toContain('QueryOnlySecret');
    expect(log).not.toContain('RegisterPass');
    expect(log).not.toContain(login.token);
  });
});
