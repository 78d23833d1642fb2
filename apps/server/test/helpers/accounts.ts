import type { LoginResult } from '@app/contract/account';
import { Api } from '@app/contract/paths';
import { client } from './http';
import type { TestApp } from './test-app';

let counter = 0;
/** A mobile number no other test in this file uses (the resend limit is per mobile). */
export function freshMobile(): string {
  counter += 1;
  return `139${String(Date.now() % 10000).padStart(4, '0')}${String(counter).padStart(4, '0')}`;
}

/**
 * A client address no other caller in this file uses: sends and logins are budgeted per address, and
 * each registering person of a test is someone else. Loopback range, as inject never opens a socket.
 */
export function freshIp(): string {
  counter += 1;
  return `127.${100 + ((counter >> 16) & 127)}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function freshUsername(prefix = 'user'): string {
  counter += 1;
  return `${prefix}_${counter}_${Math.random().toString(36).slice(2, 7)}`;
}

/** Registers through the real flow: SMS code (read from the outbox), then register. */
export async function registerMember(
  t: TestApp,
  input: {
    username?: string;
    password?: string;
    mobile?: string;
    nickname?: string;
    ip?: string;
    /** The parentMemberId header a shared link left behind. */
    parentMemberId?: string;
  } = {},
): Promise<{ username: string; password: string; mobile: string; login: LoginResult }> {
  const api = client(t.app);
  const username = input.username ?? freshUsername();
  const password = input.password ?? 'Secret#2026';
  const mobile = input.mobile ?? freshMobile();
  const ip = input.ip ?? freshIp();
  const sent = await api.post(Api.smsCode, { mobile, purpose: 'register' }, { ip });
  if (sent.code !== 200) throw new Error(`sms: ${sent.msg}`);
  const body = {
    username,
    password,
    mobile,
    code: t.lastCode(mobile, 'register'),
    ...(input.nickname ? { nickname: input.nickname } : {}),
  };
  const headers = input.parentMemberId ? { parentMemberId: input.parentMemberId } : undefined;
  const registered = await api.post<LoginResult>(Api.register, body, { ip, ...(headers ? { headers } : {}) });
  if (registered.code !== 200 || !registered.data) throw new Error(`register: ${registered.msg}`);
  return { username, password, mobile, login: registered.data };
}
