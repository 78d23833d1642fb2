import { RetryLaterError } from '../../errors';
import type { RateLimits } from '../../lib/rate-limit/rate-limits';

export interface AddressHoldOptions {
  windowMs: number;
  /** Distinct accounts that may fail from one address within the window before its attempts wait. */
  freeAccounts: number;
  baseMs: number;
  maxMs: number;
}

/** One admitted attempt. */
export interface AddressTicket {
  /** Refused before the secret was checked: the attempt's own claim is given back. */
  release(): Promise<void>;
  /** The secret was right: the account is given back, so people behind one address never add up. */
  succeeded(): Promise<void>;
}

/** Takes a pair's count far below zero: only the first taker sees a positive count before it. */
const SETTLED = 1_000_000_000;

/**
 * Holds back credential stuffing: one address trying one password on many accounts. The pair back-off of
 * the failure throttle never fires there (each account fails once) and the captcha can be solved by a
 * machine, so the address itself is made to wait, whatever it sends.
 *
 * An attempt claims its account for the address at once (before the secret is checked), so a parallel
 * burst cannot slip past the count. A refusal before the secret was checked gives the claim back, and a
 * right secret gives the account back (a typo before it included). Past `freeAccounts` claimed accounts, each attempt must come a gap after the previous one
 * admitted, and the gap doubles with every further account.
 */
export function createAddressHold(rateLimits: RateLimits, options: AddressHoldOptions) {
  const tried = rateLimits.limit('login-address-account', { limit: 1, windowMs: options.windowMs });
  const accounts = rateLimits.limit('login-address-accounts', {
    limit: options.freeAccounts,
    windowMs: options.windowMs,
  });
  const turns = rateLimits.spacing('login-address-turn', { keepMs: options.maxMs });
  const gapAfter = (accountsBefore: number) => {
    if (accountsBefore < accounts.limit) return 0;
    const level = Math.min(accountsBefore - accounts.limit, 30);
    return Math.min(options.baseMs * 2 ** level, options.maxMs);
  };

  return {
    /** Before anything else of a login; 429 with the wait while the address is held. */
    async admit(address: string, account: string): Promise<AddressTicket> {
      const pair = `${address}|${account}`;
      const claimed = (await tried.take(pair)).count === 1;
      const counted = claimed ? (await accounts.take(address)).count : await accounts.count(address);
      let released = false;
      const release = async () => {
        if (!claimed || released) return;
        released = true;
        await accounts.take(address, -1);
        await tried.reset(pair);
      };
      const turn = await turns.take(address, gapAfter(claimed ? counted - 1 : counted));
      if (!turn.ok) {
        await release();
        throw new RetryLaterError(turn.retryAfterMs);
      }
      return {
        release,
        async succeeded() {
          // Whoever drove the pair's count from positive below zero gives its account back, once: parallel
          // right logins on the caller's own account cannot give back more accounts than it claimed. The
          // pair then claims nothing more in this window: its owner has proven the account theirs.
          const after = (await tried.take(pair, -SETTLED)).count;
          if (after + SETTLED >= 1) await accounts.take(address, -1);
        },
      };
    },
  };
}
export type AddressHold = ReturnType<typeof createAddressHold>;
