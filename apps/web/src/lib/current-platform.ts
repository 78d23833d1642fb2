import { detectPlatform } from '@app/client-core/version/update-action';
import type { ClientPlatform } from '@app/contract/client-version';

interface ShellGlobals {
  Capacitor?: { getPlatform?: () => string };
  /** Set by the mini-program's JS-SDK inside its web-view. */
  __wxjs_environment?: string;
}

/** The shell this page runs in, as the native app or mini-program announces itself. */
export function currentPlatform(): ClientPlatform {
  const shell = window as unknown as ShellGlobals;
  return detectPlatform({
    capacitorPlatform: shell.Capacitor?.getPlatform?.(),
    miniProgram: shell.__wxjs_environment === 'miniprogram' || /miniProgram/i.test(navigator.userAgent),
  });
}

/** Inside the mini-program's web-view (REFERENCE §2.1: the JS-SDK's flag, or the web-view's user agent). */
export const inMiniProgram = () => currentPlatform() === 'wxApplet';
