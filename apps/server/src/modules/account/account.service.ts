import type { CaptchaAnswer, SmsPurpose } from '@app/contract/account';
import {
  LOGIN_ADDRESS_FREE_ACCOUNTS,
  LOGIN_ADDRESS_HOLD_BASE_MS,
  LOGIN_ADDRESS_HOLD_MAX_MS,
  LOGIN_BACKOFF_AFTER_PAIR_FAILURES,
  LOGIN_BACKOFF_BASE_MS,
  LOGIN_BACKOFF_MAX_MS,
  LOGIN_CAPTCHA_AFTER_ACCOUNT_FAILURES,
  LOGIN_CAPTCHA_AFTER_IP_FAILURES,
  LOGIN_CAPTCHA_AFTER_PAIR_FAILURES,
  LOGIN_FAILURE_WINDOW_MS,
  PASSWORD_CHANGE_CAPTCHA_AFTER_FAILURES,
  SESSION_TTL_DAYS,
} from '@app/contract/limits';
import { ResultCode } from '@app/contract/envelope';
import { Msg } from '@app/contract/messages';
import { MemberCenterMsg } from '@app/contract/member-center';
import type { MemberRow } from '../../db/schema/members';
import { AppError, ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors';
import { addressKey } from '../../lib/client-address';
import type { Clock } from '../../lib/clock';
import type { RateLimits } from '../../lib/rate-limit/rate-limits';
import { isUniqueViolation } from '../../lib/db-errors';
import { newToken, sha256Hex } from '../../lib/hash';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import type { CaptchaService } from '../captcha/captcha.service';
import type { AccountRepository } from './account.repository';
import { createAddressHold, type AddressTicket } from './address-hold';
import { createFailureThrottle } from './failure-throttle';
import { defaultNickname } from './default-nickname';

/** Who is calling, for throttling and the session record. */
export interface CallerContext {
  ip: string;
  userAgent: string | undefined;
  /** The member whose share link brought the caller (the parentMemberId header), as claimed; checked on use. */
  referrer?: number | null;
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
  consumeCode(
    mobile: string,
    purpose: SmsPurpose,
    code: string,
    beforeUse?: () => Promise<void>,
  ): Promise<void>;
}

/** A wrong secret; data tells the client to show the captcha when the next attempt needs one. */
const wrongSecret = (msg: string, captchaDue: boolean) =>
  new AppError(ResultCode.badRequest, msg, captchaDue ? { captchaRequired: true } : null);

const SESSION_TTL_MS = SESSION_TTL_DAYS * 86_400_000;
const MAX_TOKEN_LENGTH = 256;

export function createAccountService(deps: {
  repo: AccountRepository;
  sms: SmsCodes;
  captcha: CaptchaService;
  rateLimits: RateLimits;
  clock: Clock;
}) {
  const { repo, sms, clock } = deps;
  const backoff = {
    after: LOGIN_BACKOFF_AFTER_PAIR_FAILURES,
    baseMs: LOGIN_BACKOFF_BASE_MS,
    maxMs: LOGIN_BACKOFF_MAX_MS,
  };

  /** A claimed referrer counts only when it is an active member; anything else is ignored, not refused. */
  async function knownReferrer(claimed: number | null | undefined): Promise<number | null> {
    if (!claimed) return null;
    const referrer = await repo.findMemberById(claimed);
    return referrer?.status === 'active' ? referrer.id : null;
  }
  const loginThrottle = createFailureThrottle(deps.rateLimits, deps.captcha, {
    name: 'login',
    windowMs: LOGIN_FAILURE_WINDOW_MS,
    captchaAfter: {
      pair: LOGIN_CAPTCHA_AFTER_PAIR_FAILURES,
      ip: LOGIN_CAPTCHA_AFTER_IP_FAILURES,
      account: LOGIN_CAPTCHA_AFTER_ACCOUNT_FAILURES,
    },
    backoff: { scope: 'pair', ...backoff },
  });
  const addressHold = createAddressHold(deps.rateLimits, {
    windowMs: LOGIN_FAILURE_WINDOW_MS,
    freeAccounts: LOGIN_ADDRESS_FREE_ACCOUNTS,
    baseMs: LOGIN_ADDRESS_HOLD_BASE_MS,
    maxMs: LOGIN_ADDRESS_HOLD_MAX_MS,
  });
  /**
   * Runs one login attempt under the address hold: `check` resolves once the secret proved right. A refusal
   * before the secret was checked (`beforeSecret` throws) gives the account back to the address, as does
   * a right secret; a wrong one keeps it counted.
   */
  async function underAddressHold<T>(
    ip: string,
    account: string,
    beforeSecret: () => Promise<void>,
    check: () => Promise<T>,
  ): Promise<T> {
    const ticket: AddressTicket = await addressHold.admit(addressKey(ip), account);
    try {
      await beforeSecret();
    } catch (error) {
      await ticket.release();
      throw error;
    }
    const result = await check();
    await ticket.succeeded();
    return result;
  }
  const passwordThrottle = createFailureThrottle(deps.rateLimits, deps.captcha, {
    name: 'password-change',
    windowMs: LOGIN_FAILURE_WINDOW_MS,
    captchaAfter: { member: PASSWORD_CHANGE_CAPTCHA_AFTER_FAILURES },
    backoff: { scope: 'member', ...backoff },
  });

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

  /**
   * Password login. Failures never lock the account: an (account, address) pair, an address or an
   * account with too many failures must add the image captcha, and the pair that keeps failing waits a
   * little longer each time. An address that fails on many accounts waits before every attempt. A right
   * password with a right captcha gets in once the address may try. `checkCaptcha` replaces the throttle's
   * own captcha step for callers that always ask for one (the back-office login).
   */
  async function loginWithPassword(
    input: { username: string; password: string } & Partial<CaptchaAnswer>,
    caller: CallerContext,
    checkCaptcha?: () => Promise<void>,
  ): Promise<SignedIn> {
    const account = input.username.toLowerCase();
    const address = addressKey(caller.ip);
    const keys = { pair: `${account}|${address}`, ip: address, account };
    const member = await underAddressHold(
      caller.ip,
      account,
      async () => {
        await loginThrottle.admit(keys, input, checkCaptcha !== undefined);
        await checkCaptcha?.();
      },
      async () => {
        const found = await repo.findMemberByUsername(input.username);
        // Unknown names cost a hash too, so timing does not tell which usernames exist.
        const passwordOk = await verifyPassword(
          input.password,
          found?.passwordHash ?? (await dummyPasswordHash()),
        );
        if (!found || !passwordOk) {
          throw wrongSecret(Msg.wrongCredentials, await loginThrottle.failed(keys));
        }
        return found;
      },
    );
    if (member.status !== 'active') throw new ValidationError(Msg.accountCancelled);
    // Only the pair is forgotten: the account's and the address's counts are what a spread-out guesser
    // builds up, and the owner's own success must not wipe them.
    await loginThrottle.succeeded({ pair: keys.pair });
    return startSession(member, caller);
  }

  async function createMobileMember(mobile: string, referrer: number | null | undefined): Promise<MemberRow> {
    const referredBy = await knownReferrer(referrer);
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
          referredBy,
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

    /** Signs in a member found by another proof (a WeChat identity): the same session as any login. */
    async signIn(memberId: number, caller: CallerContext): Promise<SignedIn> {
      return startSession(await activeMember(memberId), caller);
    },

    /** A new member known by a WeChat identity only; a mobile can be bound later. */
    async createLinkedMember(
      profile: { nickname: string | null; avatar: string | null; unionid: string | null },
      caller: CallerContext,
    ): Promise<MemberRow> {
      return repo.insertMember({
        username: `wx_${newToken()
          .slice(0, 16)
          .replace(/[^A-Za-z0-9]/g, 'x')}`,
        passwordHash: await hashPassword(newToken()),
        nickname: profile.nickname?.slice(0, 20) || defaultNickname(),
        avatar: profile.avatar,
        unionid: profile.unionid,
        referredBy: await knownReferrer(caller.referrer),
      });
    },

    /**
     * Binds a mobile proven by WeChat to the member. A number that belongs to another account is refused:
     * merging two accounts needs that account's SMS code.
     */
    async bindVerifiedMobile(memberId: number, mobile: string): Promise<MemberRow> {
      const owner = await repo.findActiveMemberByMobile(mobile);
      if (owner && owner.id !== memberId) throw new ConflictError(Msg.mobileTaken);
      const updated = await repo.updateMember(memberId, { mobile }, clock.now());
      if (!updated) throw new UnauthorizedError();
      return updated;
    },

    async loginWithCode(mobile: string, code: string, caller: CallerContext): Promise<SignedIn> {
      // Guessing codes for many numbers from one address is stuffing too: the same hold as passwords.
      await underAddressHold(
        caller.ip,
        `mobile:${mobile}`,
        async () => undefined,
        () => sms.consumeCode(mobile, 'login', code),
      );
      const member =
        (await repo.findActiveMemberByMobile(mobile)) ?? (await createMobileMember(mobile, caller.referrer));
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
      // Conflicts are told only to whoever holds a valid code, so nobody can ask which names or numbers
      // are taken; a conflict costs one try of the code, not the code.
      await sms.consumeCode(input.mobile, 'register', input.code, async () => {
        if (await repo.findMemberByUsername(input.username)) throw new ConflictError(Msg.usernameTaken);
        if (await repo.findActiveMemberByMobile(input.mobile)) throw new ConflictError(Msg.mobileTaken);
      });
      const passwordHash = await hashPassword(input.password);
      let member: MemberRow;
      try {
        member = await repo.insertMember({
          username: input.username,
          passwordHash,
          mobile: input.mobile,
          nickname: input.nickname || defaultNickname(),
          referredBy: await knownReferrer(caller.referrer),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const nameTaken = await repo.findMemberByUsername(input.username);
        throw new ConflictError(nameTaken ? Msg.usernameTaken : Msg.mobileTaken);
      }
      return startSession(member, caller);
    },

    async cancel(mobile: string, code: string): Promise<void> {
      // The code comes first: without it this call must not tell registered numbers from others.
      await sms.consumeCode(mobile, 'cancel', code, async () => {
        if (!(await repo.findActiveMemberByMobile(mobile)))
          throw new ValidationError(Msg.mobileNotRegistered);
      });
      const member = await repo.findActiveMemberByMobile(mobile);
      if (!member) throw new ValidationError(Msg.mobileNotRegistered);
      const now = clock.now();
      await repo.updateMember(member.id, { status: 'cancelled', cancelledAt: now }, now);
      await repo.revokeAllSessions(member.id, now);
    },

    /** Back-office login: the image captcha is always checked (and used up) before the password. */
    async adminLogin(
      input: { username: string; password: string; code: string; uuid: string },
      caller: CallerContext,
    ): Promise<SignedIn> {
      return loginWithPassword(input, caller, () => deps.captcha.verify(input.uuid, input.code));
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

    async setAvatar(memberId: number, avatar: string): Promise<MemberRow> {
      await activeMember(memberId);
      const updated = await repo.updateMember(memberId, { avatar }, clock.now());
      if (!updated) throw new NotFoundError();
      return updated;
    },

    /**
     * Binds a new mobile: the code went to the new number (purpose bind). A number an active account uses is
     * refused once the code is known right (so this call does not tell registered numbers from others).
     */
    async bindMobile(memberId: number, mobile: string, code: string): Promise<MemberRow> {
      const member = await activeMember(memberId);
      if (member.mobile === mobile) throw new ValidationError(MemberCenterMsg.mobileSame);
      const assertFree = async () => {
        const owner = await repo.findActiveMemberByMobile(mobile);
        if (owner && owner.id !== memberId) throw new ConflictError(MemberCenterMsg.mobileBoundElsewhere);
      };
      await sms.consumeCode(mobile, 'bind', code, assertFree);
      try {
        const updated = await repo.updateMember(memberId, { mobile }, clock.now());
        if (!updated) throw new NotFoundError();
        return updated;
      } catch (error) {
        // Taken between the check and the write: the unique index on active mobiles decides.
        if (isUniqueViolation(error)) throw new ConflictError(MemberCenterMsg.mobileBoundElsewhere);
        throw error;
      }
    },

    /** A new password signs the member out everywhere, this device included. */
    /** Wrong old passwords are throttled per member like logins: captcha first, then waits. */
    async modifyPassword(
      memberId: number,
      input: { oldPassword: string; newPassword: string } & Partial<CaptchaAnswer>,
    ): Promise<void> {
      const member = await activeMember(memberId);
      const keys = { member: String(memberId) };
      await passwordThrottle.admit(keys, input);
      if (!(await verifyPassword(input.oldPassword, member.passwordHash)))
        throw wrongSecret(Msg.oldPasswordWrong, await passwordThrottle.failed(keys));
      await passwordThrottle.succeeded(keys);
      const newPassword = input.newPassword;
      const now = clock.now();
      await repo.updateMember(memberId, { passwordHash: await hashPassword(newPassword) }, now);
      await repo.revokeAllSessions(memberId, now);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
