import { InstallFailure, type AppInstaller } from '@app/client-core/version/app-installer';
import type { NativePorts } from './ports';
import { sha256Hex } from './sha256';

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The package's file name in the cache: the link's last segment, or a fixed one when it has none usable. */
export function packageFileName(link: string): string {
  const last = new URL(link, 'https://x.invalid/').pathname.split('/').pop() ?? '';
  return /^[\w.-]+\.apk$/i.test(last) ? last : 'update.apk';
}

/** Whole percents of a download, each reported once; nothing while the size is unknown. */
export function percentReporter(onProgress: (percent: number) => void) {
  let last = -1;
  return (received: number, total: number | null) => {
    if (!total || total <= 0) return;
    const percent = Math.min(100, Math.floor((received / total) * 100));
    if (percent === last) return;
    last = percent;
    onProgress(percent);
  };
}

/**
 * SPEC §4 Android update: download the package with progress, install it only when its SHA-256 is the one
 * the version service published (a package without one is never installed), then quit the old build.
 */
export function createApkInstaller(ports: NativePorts): AppInstaller {
  return {
    async downloadAndInstall(link, onProgress, sha256) {
      const expected = sha256?.trim().toLowerCase() ?? '';
      if (!SHA256_HEX.test(expected))
        throw new InstallFailure('checksum', 'the version has no package checksum');
      let path: string;
      try {
        path = await ports.download(link, packageFileName(link), percentReporter(onProgress));
      } catch (error) {
        throw new InstallFailure('download', error instanceof Error ? error.message : String(error));
      }
      let actual: string;
      try {
        actual = await sha256Hex(await ports.readFile(path));
      } catch (error) {
        throw new InstallFailure('download', error instanceof Error ? error.message : String(error));
      }
      if (actual !== expected) {
        // A corrupt or substituted package never stays on the device.
        await ports.removeFile(path).catch(() => undefined);
        throw new InstallFailure('checksum', `package checksum ${actual} is not ${expected}`);
      }
      try {
        await ports.openInstaller(path);
      } catch (error) {
        throw new InstallFailure('install', error instanceof Error ? error.message : String(error));
      }
    },
    restart: () => ports.exitApp(),
  };
}
