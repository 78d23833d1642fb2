import { useEffect } from 'react';
import { updateAction } from '@app/client-core/version/update-action';
import { APP_VERSION } from '@app/contract/limits';
import { StorageKey } from '@app/contract/storage-keys';
import { storage } from '../../../lib/storage';
import { getLatestVersion } from '../api/get-latest-version';
import { currentPlatform } from '../../../lib/current-platform';

/** Once per app start: ask whether a newer version is out, and offer it (SPEC §4 startup). */
export function useStartupVersionCheck(): void {
  useEffect(() => {
    let live = true;
    const platform = currentPlatform();
    getLatestVersion(platform).then(
      async (latest) => {
        // SPEC §3 currentVersionStatus: iOS shows prices only while this build's status is 1.
        storage.set(StorageKey.currentVersionStatus, String(latest?.currentStatus ?? 0));
        const action = updateAction(platform, APP_VERSION, latest);
        if (!live || action.kind === 'none') return;
        const { runUpdate } = await import('../run-update');
        await runUpdate(action);
      },
      // Offline or the service is down: the check waits for the next start.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
}
