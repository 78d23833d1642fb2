import type { CaptchaAnswer } from '@app/contract/account';
import { RetryLaterError } from '../../errors';
import type { RateLimit, RateLimits } from '../../lib/rate-limit/rate-limits';
import { verifyCaptchaOrAsk, type CaptchaChecker } from '../captcha/captcha-gate';

/** Keys of one attempt, by scope (e.g. pair, ip, account). */
export type ScopeKeys<S extends string> = Record<S, string>;

export interface FailureThrottleOptions<S extends string> {
  /** Prefix of the rate-limit names. */
  name: string;
  windowMs: number;
  /** Failures per scope, within the window, after which every attempt in that scope needs the captcha. */
  captchaAfter: Record<S, number>;
  /** The scope whose repeated failures also space its attempts out, doubling from baseMs up to maxMs. */
  backoff: { scope: NoInfer<S>; after: number; baseMs: number; maxMs: number };
}

/**
 * Throttles guesses of a secret without locking its owner out: failures ask for the image captcha (never a
 * refusal), and only the one scope that keeps failing (an account from one address) is made to wait, a
 * little longer after each failure, until its failures age out of the window.
 *
 * The wait rides on fixed windows: after failure n the window of the n-th delay is marked used, and the
 * next attempt is admitted once that window has ended.
 */
export function createFailureThrottle<S extends string>(
  rateLimits: RateLimits,
  captcha: CaptchaChecker,
  options: FailureThrottleOptions<S>,
) {
  const scopes = Object.keys(options.captchaAfter) as S[];
  const failures = new Map<S, RateLimit>(
    scopes.map((scope) => [
      scope,
      rateLimits.limit(`${options.name}-fail-${scope}`, {
        limit: options.captchaAfter[scope],
        windowMs: options.windowMs,
      }),
    ]),
  );
  const { backoff } = options;
  const backoffFailures = rateLimits.limit(`${options.name}-fail-backoff`, {
    limit: backoff.after,
    windowMs: options.windowMs,
  });
  const delays = new Map<number, RateLimit>();
  const delayLimit = (failed: number): RateLimit | null => {
    if (failed < backoffFailures.limit) return null;
    const level = Math.min(failed - backoffFailures.limit, 30);
    const ms = Math.min(backoff.baseMs * 2 ** level, backoff.maxMs);
    let limit = delays.get(ms);
    if (!limit) {
      limit = rateLimits.limit(`${options.name}-backoff-${ms}`, { limit: 1, windowMs: ms });
      delays.set(ms, limit);
    }
    return limit;
  };

  async function captchaDue(keys: ScopeKeys<S>): Promise<boolean> {
    for (const [scope, limit] of failures) {
      if ((await limit.count(keys[scope])) >= limit.limit) return true;
    }
    return false;
  }

  return {
    /**
     * Before the secret is checked: 429 with the wait while the back-off scope must wait, then the captcha
     * (428 when due and missing or wrong). `captchaChecked` skips the captcha step for callers that
     * always check one themselves.
     */
    async admit(keys: ScopeKeys<S>, answer: Partial<CaptchaAnswer>, captchaChecked = false): Promise<void> {
      const key = keys[backoff.scope];
      const delay = delayLimit(await backoffFailures.count(key));
      if (delay) {
        const turn = await delay.take(key);
        if (!turn.ok) throw new RetryLaterError(turn.retryAfterMs);
      }
      if (!captchaChecked) await verifyCaptchaOrAsk(captcha, answer, await captchaDue(keys));
    },

    /** Counts a wrong secret; resolves whether the next attempt needs the captcha. */
    async failed(keys: ScopeKeys<S>): Promise<boolean> {
      for (const [scope, limit] of failures) await limit.take(keys[scope]);
      const key = keys[backoff.scope];
      const failed = (await backoffFailures.take(key)).count;
      // Marks the current window of the next delay used, so the next attempt waits for its end.
      await delayLimit(failed)?.take(key);
      return captchaDue(keys);
    },

    /** A right secret forgets the failures of the given scopes (never those an attacker shares). */
    async succeeded(keys: Partial<ScopeKeys<S>>): Promise<void> {
      for (const [scope, limit] of failures) {
        const key = keys[scope];
        if (key !== undefined) await limit.reset(key);
      }
      const key = keys[backoff.scope];
      if (key !== undefined) await backoffFailures.reset(key);
    },
  };
}
export type FailureThrottle<S extends string> = ReturnType<typeof createFailureThrottle<S>>;
