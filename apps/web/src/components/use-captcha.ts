import { useCallback, useRef, useState } from 'react';
import type { CaptchaAnswer } from '@app/contract/account';
import { Msg } from '@app/contract/messages';
import { isRequestError, needsCaptcha } from '@app/client-core/request/request-error';
import { fetchCaptcha } from '../lib/captcha';

/**
 * The image captcha step of a form whose call the server may throttle (SMS codes, password login,
 * password change). Hidden until the server asks for it; every try that carried it uses it up, so a
 * failed try brings a fresh picture. What the user typed in the form's other fields is never touched.
 */
export function useCaptcha() {
  const [shown, setShown] = useState(false);
  const [picture, setPicture] = useState<{ uuid: string; img: string } | null>(null);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    latest.current += 1;
    const mine = latest.current;
    setLoading(true);
    setAnswer('');
    try {
      const next = await fetchCaptcha();
      if (mine === latest.current) setPicture(next);
    } catch {
      // the request wrapper told the user; tapping the picture area tries again
      if (mine === latest.current) setPicture(null);
    } finally {
      if (mine === latest.current) setLoading(false);
    }
  }, []);

  const ask = useCallback(() => {
    setShown(true);
    void refresh();
  }, [refresh]);

  /** The fields to send along: the answer and its uuid while the captcha is shown, nothing otherwise. */
  const fields = (): Partial<CaptchaAnswer> =>
    shown && picture ? { captchaCode: answer.trim(), uuid: picture.uuid } : {};

  /** Before sending: a shown captcha must be answered. */
  const check = (): boolean => {
    if (shown && (!picture || !answer.trim())) {
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
      setPicture(null);
      setAnswer('');
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
    img: picture?.img ?? null,
    answer,
    error,
    loading,
    setAnswer: type,
    refresh,
    fields,
    check,
    settle,
  };
}
export type Captcha = ReturnType<typeof useCaptcha>;
