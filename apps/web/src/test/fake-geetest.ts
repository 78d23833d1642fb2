import type { GeetestCaptcha, GeetestConfig, GeetestResult, InitGeetest4 } from '../lib/geetest';

/** A result as the widget hands it out. */
export const GEETEST_RESULT: GeetestResult = {
  lot_number: '4dc3cfc2cdff448cad8d13107198d473',
  captcha_output: 'fPAnP2tQ1x...',
  pass_token: 'bad5a0f4e5a1b6c2',
  gen_time: '1764300000',
};

/** A stand-in for gt4.js's initGeetest4: records its config and lets the test play the person. */
export function fakeGeetest(result: GeetestResult = GEETEST_RESULT) {
  const handlers: Partial<Record<'ready' | 'success' | 'error' | 'close', (arg?: unknown) => void>> = {};
  const configs: GeetestConfig[] = [];
  const calls: string[] = [];
  let passed = false;
  const captcha: GeetestCaptcha = {
    onReady: (cb) => ((handlers.ready = cb), captcha),
    onSuccess: (cb) => ((handlers.success = cb), captcha),
    onError: (cb) => ((handlers.error = cb), captcha),
    onClose: (cb) => ((handlers.close = cb), captcha),
    showCaptcha: () => calls.push('show'),
    getValidate: () => (passed ? result : false),
    reset: () => {
      calls.push('reset');
      passed = false;
    },
    destroy: () => calls.push('destroy'),
  };
  const init: InitGeetest4 = (config, ready) => {
    configs.push(config);
    ready(captcha);
  };
  return {
    init,
    configs,
    calls,
    ready: () => handlers.ready?.(),
    pass: () => {
      passed = true;
      handlers.success?.();
    },
    close: () => handlers.close?.(),
    fail: (error: unknown) => handlers.error?.(error),
  };
}
