import { useEffect } from 'react';
import { updateAction } from '@app/client-core/version/update-action';
import { APP_VERSION } from '@app/contract/limits';
import { StorageKey } from '@app/contract/storage-keys';
import { nativeShell } from '../../../lib/native-shell';
import { storage } from '../../../lib/storage';
import { whenIdle } from '../../../lib/when-idle';
import { getLatestVersion } from '../api/get-latest-version';
import { currentPlatform } from '../../../lib/current-platform';

let updating = false;

/** Asks whether a newer version is out and offers it; one update dialog at a time. */
async function checkVersion(isLive: () => boolean): Promise<void> {
  if (updating) return;
  const platform = currentPlatform();
  let latest;
  try {
    latest = await getLatestVersion(platform);
  } catch {
    // Offline or the service is down: the check waits for the next start or resume.
    return;
  }
  // SPEC §3 currentVersionStatus: iOS shows prices only while this build's status is 1.
  storage.set(StorageKey.currentVersionStatus, String(latest?.currentStatus ?? 0));
  const action = updateAction(platform, APP_VERSION, latest);
  if (!isLive() || action.kind === 'none' || updating) return;
  updating = true;
  try {
    const { runUpdate } = await import('../run-update');
    await runUpdate(action);
  } finally {
    updating = false;
  }
}

/**
 * SPEC §4 startup: once per app start, and in the native app again each time it returns to the foreground
 * (a member may keep it open for days). Inside the native shell its side starts first, so the Android
 * installer is there when the update dialog needs it.
 */
export function useStartupVersionCheck(): void {
  useEffect(() => {
    let live = true;
    const isLive = () => live;
    const native = nativeShell();
    // The first check waits until the page is drawn and idle: it is not what the visitor came for.
    const cancelFirst = native ? undefined : whenIdle(() => void checkVersion(isLive));
    if (native)
      void native.then(
        (shell) => {
          if (!live) return;
          shell.onResume(() => void checkVersion(isLive));
          void checkVersion(isLive);
        },
        () => checkVersion(isLive),
      );
    return () => {
      live = false;
      cancelFirst?.();
    };
  }, []);
}
