import type { AppInstaller } from '@app/client-core/version/app-installer';
import { createApkInstaller } from './apk-update';
import { capacitorPorts } from './capacitor-ports';
import { nativeShare, type NativeShareOutcome } from './native-share';
import type { NativePorts, SharePayload } from './ports';

/** What the web app gets from the native shell once it has started. */
export interface NativeShell {
  platform: 'ios' | 'android';
  /** Runs `check` whenever the app returns to the foreground (SPEC §4: the version is checked again). */
  onResume(check: () => void): void;
  share(payload: SharePayload): Promise<NativeShareOutcome>;
}

declare global {
  interface Window {
    AppInstaller?: AppInstaller;
  }
}

/**
 * Starts the native side inside the Capacitor shell: Android gets the package installer the web app's update
 * dialog uses (`window.AppInstaller`); both platforms get resume events and the system share sheet.
 */
export function startNativeShell(ports: NativePorts = capacitorPorts()): NativeShell {
  if (ports.platform === 'android') window.AppInstaller = createApkInstaller(ports);
  return {
    platform: ports.platform,
    onResume: (check) => ports.onResume(check),
    share: (payload) => nativeShare(ports, payload),
  };
}
