import type { CaptchaAnswer } from '@app/contract/account';
import { GEETEST_SCRIPT_URL } from '@app/contract/geetest';

/** What GeeTest v4's widget hands the page once a person passed its challenge (`getValidate()`). */
export interface GeetestResult {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

/** The part of a GeeTest v4 captcha object the forms use. */
export interface GeetestCaptcha {
  onReady(callback: () => void): GeetestCaptcha;
  onSuccess(callback: () => void): GeetestCaptcha;
  onError(callback: (error: unknown) => void): GeetestCaptcha;
  onClose(callback: () => void): GeetestCaptcha;
  showCaptcha(): void;
  getValidate(): GeetestResult | false;
  reset(): void;
  destroy(): void;
}

export interface GeetestConfig {
  captchaId: string;
  product: 'bind';
  protocol: 'https://';
  language: string;
  onError: (error: unknown) => void;
}

export type InitGeetest4 = (config: GeetestConfig, ready: (captcha: GeetestCaptcha) => void) => void;

declare global {
  interface Window {
    initGeetest4?: InitGeetest4;
  }
}

let script: Promise<InitGeetest4> | null = null;

/**
 * Loads gt4.js once, when a form first needs the hosted captcha; a failed load is tried again next time.
 * The content security policy allows GeeTest's hosts only when the server runs it.
 */
export function loadGeetest(): Promise<InitGeetest4> {
  script ??= new Promise<InitGeetest4>((resolve, reject) => {
    if (window.initGeetest4) {
      resolve(window.initGeetest4);
      return;
    }
    const tag = document.createElement('script');
    tag.src = GEETEST_SCRIPT_URL;
    tag.async = true;
    tag.onload = () => {
      if (window.initGeetest4) resolve(window.initGeetest4);
      else reject(new Error('gt4.js did not define initGeetest4'));
    };
    tag.onerror = () => {
      tag.remove();
      reject(new Error('gt4.js could not be loaded'));
    };
    document.head.appendChild(tag);
  }).catch((error: unknown) => {
    script = null;
    throw error;
  });
  return script;
}

/**
 * The widget's result as the server's GeeTest provider takes it: the lot number as the captcha's uuid and
 * the tokens, as JSON, as its answer.
 */
export function geetestAnswer(result: GeetestResult): CaptchaAnswer {
  const { lot_number, captcha_output, pass_token, gen_time } = result;
  return { uuid: lot_number, captchaCode: JSON.stringify({ captcha_output, pass_token, gen_time }) };
}

/** GeeTest's name for the app's language (its default is the browser's). */
const geetestLanguage = (language: string) => (language.startsWith('en') ? 'eng' : 'zho');

export interface GeetestWidget {
  /** Opens the challenge; resolves with the answer to send once the person passed it, rejects if closed. */
  solve(): Promise<CaptchaAnswer>;
  destroy(): void;
}

/**
 * A GeeTest v4 captcha in `bind` mode: nothing shows until `solve()` opens the challenge. Resolves once the
 * widget is ready; rejects when GeeTest cannot be reached. The protocol is set because the native shell's
 * pages run on capacitor:// or https://localhost, where GeeTest's own guess would not be https.
 */
export async function createGeetestWidget(
  captchaId: string,
  language: string,
  load: () => Promise<InitGeetest4> = loadGeetest,
): Promise<GeetestWidget> {
  const init = await load();
  return new Promise<GeetestWidget>((resolve, reject) => {
    let pending: { resolve: (answer: CaptchaAnswer) => void; reject: (error: Error) => void } | null = null;
    const settle = (outcome: CaptchaAnswer | Error) => {
      const waiting = pending;
      pending = null;
      if (!waiting) return;
      if (outcome instanceof Error) waiting.reject(outcome);
      else waiting.resolve(outcome);
    };
    const fail = (error: unknown) => {
      const reason = error instanceof Error ? error : new Error('GeeTest failed');
      reject(reason);
      settle(reason);
    };
    init(
      {
        captchaId,
        product: 'bind',
        protocol: 'https://',
        language: geetestLanguage(language),
        onError: fail,
      },
      (captcha) => {
        captcha
          .onReady(() => {
            resolve({
              solve: () =>
                new Promise<CaptchaAnswer>((resolveAnswer, rejectAnswer) => {
                  settle(new Error('GeeTest challenge replaced'));
                  pending = { resolve: resolveAnswer, reject: rejectAnswer };
                  captcha.showCaptcha();
                }),
              destroy: () => {
                settle(new Error('GeeTest widget destroyed'));
                captcha.destroy();
              },
            });
          })
          .onSuccess(() => {
            const result = captcha.getValidate();
            // Each result is good for one try: the next solve() asks again.
            captcha.reset();
            settle(result ? geetestAnswer(result) : new Error('GeeTest gave no result'));
          })
          .onClose(() => settle(new Error('GeeTest challenge closed')))
          .onError(fail);
      },
    );
  });
}
