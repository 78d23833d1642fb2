import { useCallback, useRef, useState } from 'react';
import type { CaptchaAnswer } from '@app/contract/account';
import { Msg } from '@app/contract/messages';
import { isRequestError, needsCaptcha } from '@app/client-core/request/request-error';
import { fetchCaptcha, type CaptchaChallenge } from '../lib/captcha';
import { useGeetestWidget } from './use-geetest-widget';

/**
 * The captcha step of a form whose call the server may throttle (SMS codes, password login, password
 * change). Hidden until the server asks for it; every try that carried it uses it up, so a failed try
 * brings a fresh picture, or asks for GeeTest's check again. What the user typed elsewhere is never touched.
 */
export function useCaptcha() {
  const [shown, setShown] = useState(false);
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [answer, setAnswer] = useState('');
  /** The hosted widget's result, once the person passed it. */
  const [solved, setSolved] = useState<CaptchaAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const geetest = useGeetestWidget(challenge?.kind === 'geetest' ? challenge.captchaId : null, attempt);

  const refresh = useCallback(async () => {
    latest.current += 1;
    const mine = latest.current;
    setLoading(true);
    setAnswer('');
    setSolved(null);
    try {
      const next = await fetchCaptcha();
      if (mine !== latest.current) return;
      // The same widget serves the next check; a new object would build it again.
      setChallenge((current) =>
        current?.kind === 'geetest' && next.kind === 'geetest' && current.captchaId === next.captchaId
          ? current
          : next,
      );
    } catch {
      // the request wrapper told the user; tapping the picture area tries again
      if (mine === latest.current) setChallenge(null);
    } finally {
      if (mine === latest.current) setLoading(false);
    }
  }, []);

  const ask = useCallback(() => {
    setShown(true);
    void refresh();
  }, [refresh]);

  /** Opens GeeTest's challenge (or, after a failed load, tries to load it again). */
  const verify = async () => {
    if (geetest.status === 'failed' || !challenge) {
      setAttempt((n) => n + 1);
      if (!challenge) void refresh();
      return;
    }
    if (geetest.status !== 'ready') return;
    try {
      setSolved(await geetest.widget.solve());
      setError(null);
    } catch {
      // closed without passing: the button stays, nothing to say
    }
  };

  const isGeetest = challenge?.kind === 'geetest';

  /** The fields to send along: the answer and its uuid while the captcha is shown, nothing otherwise. */
  const fields = (): Partial<CaptchaAnswer> => {
    if (!shown || !challenge) return {};
    if (challenge.kind === 'geetest') return solved ?? {};
    return { captchaCode: answer.trim(), uuid: challenge.uuid };
  };

  /** Before sending: a shown captcha must be answered. */
  const check = (): boolean => {
    if (shown && isGeetest && !solved) {
      setError(Msg.captchaUnsolved);
      return false;
    }
    if (shown && !isGeetest && (!challenge || !answer.trim())) {
      setError(Msg.captchaRequired);
      return false;
    }
    setError(null);
    return true;
  };

  /** After a try: success puts the captcha away; a failure shows a fresh picture when one is due. */
  const settle = (failure?: unknown) => {
    if (failure === undefined) {
      setShown(false);
      setChallenge(null);
      setAnswer('');
      setSolved(null);
      setError(null);
      return;
    }
    if (needsCaptcha(failure)) {
      // a 428 for a wrong or expired answer says so under the field; a first request is said by the toast
      const reason = isRequestError(failure) && failure.kind === 'captcha' ? failure.userMessage : null;
      setError(reason === Msg.captchaRequired ? null : reason);
      ask();
    } else if (shown) {
      void refresh();
    }
  };

  const type = (value: string) => {
    setAnswer(value);
    if (error) setError(null);
  };

  return {
    shown,
    kind: challenge?.kind ?? null,
    img: challenge?.kind === 'image' ? challenge.img : null,
    answer,
    error,
    loading,
    /** GeeTest's widget: loading, ready, failed; and whether its check was passed for the next try. */
    geetest: { status: geetest.status, solved: solved !== null },
    setAnswer: type,
    refresh,
    verify,
    fields,
    check,
    settle,
  };
}
export type Captcha = ReturnType<typeof useCaptcha>;
