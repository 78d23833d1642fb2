import { useEffect } from 'react';
import { updateAction } from '@app/client-core/version/update-action';
import { APP_VERSION } from '@app/contract/limits';
import { getLatestVersion } from '../api/get-latest-version';
import { currentPlatform } from '../current-platform';

/** Once per app start: ask whether a newer version is out, and offer it (SPEC §4 startup). */
export function useStartupVersionCheck(): void {
  useEffect(() => {
    let live = true;
    const platform = currentPlatform();
    getLatestVersion(platform).then(
      async (latest) => {
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
