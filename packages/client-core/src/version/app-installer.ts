/**
 * What the Android shell offers the web app for a forced update (`window.AppInstaller`): it downloads the
 * package, refuses it unless its SHA-256 is the expected one, hands it to the system installer, and then
 * quits the old build. The web app only shows the dialogs and texts.
 */
export interface AppInstaller {
  /**
   * Resolves once the system installer has the verified package; rejects with an {@link InstallFailure}.
   * `onProgress` gets whole percents of the download.
   */
  downloadAndInstall(
    link: string,
    onProgress: (percent: number) => void,
    sha256: string | null,
  ): Promise<void>;
  /** Quits the running (old) build so it is not used past the update; the installer relaunches the app. */
  restart?(): Promise<void>;
}

/** Which step of an update failed: each has its own SPEC §8 text. */
export type InstallStep = 'download' | 'checksum' | 'install';

export class InstallFailure extends Error {
  override readonly name = 'InstallFailure';
  constructor(
    readonly step: InstallStep,
    message: string,
  ) {
    super(message);
  }
}

/** The failed step of an installer's rejection (checked by shape: the error may cross a bundle boundary). */
export function failedStep(error: unknown): InstallStep {
  const step = (error as { step?: unknown } | null)?.step;
  return step === 'checksum' || step === 'install' ? step : 'download';
}
