import type { SmsPurpose } from '@app/contract/account';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  SESSION_TTL_DAYS,
} from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import type { MemberRow } from '../../db/schema/members';
import {
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../../errors';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { newToken, sha256Hex } from '../../lib/hash';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import type { CaptchaService } from '../captcha/captcha.service';
import type { AccountRepository } from './account.repository';
import { defaultNickname } from './default-nickname';

/** Who is calling, for throttling and the session record. */
export interface CallerContext {
  ip: string;
  userAgent: string | undefined;
}

export interface SignedIn {
  member: MemberRow;
  token: string;
}

export interface Authenticated {
  member: MemberRow;
  tokenHash: string;
}

interface SmsCodes {
  consumeCode(mobile: string, purpose: SmsPurpose, code: string): Promise<void>;
}

const SESSION_TTL_MS = SESSION_TTL_DAYS * 86_400_000;
const MAX_TOKEN_LENGTH = 256;

export function createAccountService(deps: {
  repo: AccountRepository;
  sms: SmsCodes;
  captcha: CaptchaService;
  clock: Clock;
}) {
  const { repo, sms, clock } = deps;

  async function startSession(member: MemberRow, caller: CallerContext): Promise<SignedIn> {
    const token = newToken();
    const now = clock.now();
    await repo.insertSession({
      memberId: member.id,
      tokenHash: sha256Hex(token),
      ip: caller.ip,
      userAgent: caller.userAgent?.slice(0, 512) ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    });
    return { member, token };
  }

  async function activeMember(id: number): Promise<MemberRow> {
    const member = await repo.findMemberById(id);
    if (!member || member.status !== 'active') throw new UnauthorizedError();
    return member;
  }

  async function loginWithPassword(
    username: string,
    password: string,
    caller: CallerContext,
  ): Promise<SignedIn> {
    const now = clock.now();
    const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
    const accountKey = username.toLowerCase();
    if ((await repo.countLoginFailures('ip', caller.ip, since)) >= LOGIN_MAX_FAILURES_PER_IP) {
      throw new TooManyRequestsError(Msg.ipLocked);
    }
    if ((await repo.countLoginFailures('account', accountKey, since)) >= LOGIN_MAX_FAILURES_PER_ACCOUNT) {
      throw new TooManyRequestsError(Msg.accountLocked);
    }
    const member = await repo.findMemberByUsername(username);
    // Unknown names cost a hash too, so timing does not tell which usernames exist.
    const passwordOk = await verifyPassword(password, member?.passwordHash ?? (await dummyPasswordHash()));
    if (!member || !passwordOk) {
      await repo.recordLoginFailure(
        [
          { scope: 'account', key: accountKey },
          { scope: 'ip', key: caller.ip },
        ],
        now,
      );
      throw new ValidationError(Msg.wrongCredentials);
    }
    if (member.status !== 'active') throw new ValidationError(Msg.accountCancelled);
    await repo.clearLoginFailures('account', accountKey);
    return startSession(member, caller);
  }

  async function createMobileMember(mobile: string): Promise<MemberRow> {
    const passwordHash = await hashPassword(newToken());
    const base = `m${mobile}`;
    // A cancelled account keeps its username, so a returning mobile may need a suffix.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const username =
        attempt === 0
          ? base
          : `${base}_${newToken()
              .slice(0, 4)
              .replace(/[^A-Za-z0-9]/g, 'x')}`;
      try {
        return await repo.insertMember({
          username,
          passwordHash,
          mobile,
          nickname: defaultNickname(),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const existing = await repo.findActiveMemberByMobile(mobile);
        if (existing) return existing; // a parallel request created it first
      }
    }
    throw new ConflictError(Msg.mobileTaken);
  }

  return {
    loginWithPassword,

    async loginWithCode(mobile: string, code: string, caller: CallerContext): Promise<SignedIn> {
      await sms.consumeCode(mobile, 'login', code);
      const member = (await repo.findActiveMemberByMobile(mobile)) ?? (await createMobileMember(mobile));
      return startSession(member, caller);
    },

    async register(
      input: {
        username: string;
        password: string;
        mobile: string;
        code: string;
        nickname?: string | undefined;
      },
      caller: CallerContext,
    ): Promise<SignedIn> {
      // Conflicts are checked before the code is used, so a taken name does not cost the user a code.
      if (await repo.findMemberByUsername(input.username)) throw new ConflictError(Msg.usernameTaken);
      if (await repo.findActiveMemberByMobile(input.mobile)) throw new ConflictError(Msg.mobileTaken);
      await sms.consumeCode(input.mobile, 'register', input.code);
      const passwordHash = await hashPassword(input.password);
      let member: MemberRow;
      try {
        member = await repo.insertMember({
          username: input.username,
          passwordHash,
          mobile: input.mobile,
          nickname: input.nickname || defaultNickname(),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const nameTaken = await repo.findMemberByUsername(input.username);
        throw new ConflictError(nameTaken ? Msg.usernameTaken : Msg.mobileTaken);
      }
      return startSession(member, caller);
    },

    async cancel(mobile: string, code: string): Promise<void> {
      const member = await repo.findActiveMemberByMobile(mobile);
      if (!member) throw new ValidationError(Msg.mobileNotRegistered);
      await sms.consumeCode(mobile, 'cancel', code);
      const now = clock.now();
      await repo.updateMember(member.id, { status: 'cancelled', cancelledAt: now }, now);
      await repo.revokeAllSessions(member.id, now);
    },

    /** Back-office login: the image captcha is checked (and used up) before the password. */
    async adminLogin(
      input: { username: string; password: string; code: string; uuid: string },
      caller: CallerContext,
    ): Promise<SignedIn> {
      await deps.captcha.verify(input.uuid, input.code);
      return loginWithPassword(input.username, input.password, caller);
    },

    async authenticate(token: string): Promise<Authenticated | null> {
      if (!token || token.length > MAX_TOKEN_LENGTH) return null;
      const tokenHash = sha256Hex(token);
      const member = await repo.findLiveSession(tokenHash, clock.now());
      return member ? { member, tokenHash } : null;
    },

    async logout(tokenHash: string): Promise<void> {
      await repo.revokeSession(tokenHash, clock.now());
    },

    async modifyName(memberId: number, name: string): Promise<MemberRow> {
      await activeMember(memberId);
      const updated = await repo.updateMember(memberId, { name }, clock.now());
      if (!updated) throw new NotFoundError();
      return updated;
    },

    async modifyNickname(memberId: number, nickname: string): Promise<MemberRow> {
      await activeMember(memberId);
      const updated = await repo.updateMember(memberId, { nickname }, clock.now());
      if (!updated) throw new NotFoundError();
      return updated;
    },

    /** A new password signs the member out everywhere, this device included. */
    async modifyPassword(memberId: number, oldPassword: string, newPassword: string): Promise<void> {
      const member = await activeMember(memberId);
      if (!(await verifyPassword(oldPassword, member.passwordHash)))
        throw new ValidationError(Msg.oldPasswordWrong);
      const now = clock.now();
      await repo.updateMember(memberId, { passwordHash: await hashPassword(newPassword) }, now);
      await repo.revokeAllSessions(memberId, now);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
