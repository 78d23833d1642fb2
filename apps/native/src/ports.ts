/**
 * The native abilities the shell's logic uses. The real ones are Capacitor plugins (capacitor-ports.ts);
 * tests pass fakes, so the update and share logic runs without a device or SDK.
 */
export interface NativePorts {
  platform: 'ios' | 'android';
  /** Calls `listener` each time the app comes back to the foreground. */
  onResume(listener: () => void): void;
  /** Saves `url` as `fileName` in the app's cache, reporting bytes as they arrive; answers its path. */
  download(
    url: string,
    fileName: string,
    onBytes: (received: number, total: number | null) => void,
  ): Promise<string>;
  readFile(path: string): Promise<Uint8Array>;
  removeFile(path: string): Promise<void>;
  /** Hands a package to the system installer (a file-opener plugin with the package MIME type). */
  openInstaller(path: string): Promise<void>;
  exitApp(): Promise<void>;
  /** The system share sheet; rejects when the member cancels or sharing fails. */
  share(payload: SharePayload): Promise<void>;
}

export interface SharePayload {
  title: string;
  text: string;
  url: string;
}

/** MIME type the Android package installer opens. */
export const APK_MIME = 'application/vnd.android.package-archive';
