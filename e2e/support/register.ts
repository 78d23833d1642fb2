import { expect, type APIRequestContext } from '@playwright/test';
import { latestSmsCode, uniqueMobile } from './sms-outbox';

/**
 * A member of its own for a test whose outcome depends on what this member did before (send limits):
 * signed up through the API with a real SMS code, then logged in through the page by the caller.
 */
export async function registerMember(request: APIRequestContext) {
  const mobile = uniqueMobile();
  const username = `e2e_${Date.now().toString(36)}`;
  const password = 'Secret#2026';
  const sent = await request.post('/api/common/sms/code', { data: { mobile, purpose: 'register' } });
  expect(((await sent.json()) as { code: number }).code).toBe(200);
  const code = await latestSmsCode(mobile, 'register');
  const registered = await request.post('/api/member/login/ver/2/register', {
    data: { username, password, mobile, code },
  });
  expect(((await registered.json()) as { code: number }).code).toBe(200);
  return { username, password };
}
