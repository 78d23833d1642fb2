import type { ClientPlatform, ClientVersionInfo } from '@app/contract/client-version';
import { isOutdated } from './compare-version';

/** What the client does about the latest released version (SPEC §4 version check). */
export type UpdateAction =
  | { kind: 'none' }
  /** iOS: a modal sends the member to the App Store; it cannot be dismissed when the update is forced. */
  | { kind: 'appStore'; sn: string; link: string; force: boolean }
  /**
   * Android: the member is asked (no cancel when forced); the package is downloaded, checked against its
   * SHA-256 and installed, then the app restarts.
   */
  | { kind: 'install'; sn: string; link: string; sha256: string | null; force: boolean }
  /** The web build: a newer one is deployed; reloading the page gets it. */
  | { kind: 'reload'; sn: string; force: boolean };

/**
 * iOS asks to update only for a released version (status 1) with a store link; Android whenever a newer
 * package has a link; the mini-program updates itself (its own update manager asks to restart), so the
 * server's answer changes nothing there.
 */
export function updateAction(
  platform: ClientPlatform,
  current: string,
  latest: ClientVersionInfo | null,
): UpdateAction {
  if (!latest || !isOutdated(current, latest.sn)) return { kind: 'none' };
  switch (platform) {
    case 'ios':
      return latest.status === 1 && latest.iosLink
        ? { kind: 'appStore', sn: latest.sn, link: latest.iosLink, force: latest.isForce === 1 }
        : { kind: 'none' };
    case 'android':
      return latest.androidLink
        ? {
            kind: 'install',
            sn: latest.sn,
            link: latest.androidLink,
            sha256: latest.sha256,
            force: latest.isForce === 1,
          }
        : { kind: 'none' };
    case 'h5':
      return latest.status === 1
        ? { kind: 'reload', sn: latest.sn, force: latest.isForce === 1 }
        : { kind: 'none' };
    case 'wxApplet':
      return { kind: 'none' };
  }
}

/** Which shell the web app runs in: a native app (Capacitor), the mini-program's web-view, or a browser. */
export function detectPlatform(env: {
  capacitorPlatform?: string | undefined;
  miniProgram?: boolean | undefined;
}): ClientPlatform {
  if (env.capacitorPlatform === 'ios' || env.capacitorPlatform === 'android') return env.capacitorPlatform;
  if (env.miniProgram) return 'wxApplet';
  return 'h5';
}
