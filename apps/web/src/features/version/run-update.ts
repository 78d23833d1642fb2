import '../../lib/antd-render';
import { Dialog } from 'antd-mobile';
import { failedStep, type AppInstaller, type InstallStep } from '@app/client-core/version/app-installer';
import type { UpdateAction } from '@app/client-core/version/update-action';
import { VersionMsg } from '@app/contract/client-version-msg';
import { showToast } from '../../lib/toast';

/** The Android shell's installer (apps/native), when the app runs in it. */
const installer = () => (window as unknown as { AppInstaller?: AppInstaller }).AppInstaller;

/** SPEC §8 download texts, one per failed step. */
const FAILURE_TEXT: Record<InstallStep, string> = {
  download: VersionMsg.downloadFailedRetry,
  checksum: VersionMsg.downloadFailed02,
  install: VersionMsg.updateFailed03,
};

/** A package link as the server gives it may be relative to the API's address (the shell's page is not). */
const absoluteLink = (link: string) =>
  new URL(link, import.meta.env.VITE_API_BASE || window.location.href).href;

async function ask(title: string, content: string, force: boolean): Promise<boolean> {
  if (force) {
    await Dialog.alert({ title, content, confirmText: VersionMsg.updateNow });
    return true;
  }
  return Dialog.confirm({ title, content, confirmText: VersionMsg.updateNow, cancelText: VersionMsg.later });
}

async function install(link: string, sha256: string | null): Promise<void> {
  const native = installer();
  if (!native) {
    // A browser cannot install packages: the download itself is offered.
    window.open(link, '_blank', 'noopener');
    return;
  }
  showToast(VersionMsg.connected);
  try {
    await native.downloadAndInstall(
      absoluteLink(link),
      (percent) => showToast(VersionMsg.downloadingPercent(percent)),
      sha256,
    );
  } catch (error) {
    // The old build stays usable; the next start or resume checks again.
    await Dialog.alert({ content: FAILURE_TEXT[failedStep(error)], confirmText: VersionMsg.gotIt });
    return;
  }
  showToast(VersionMsg.downloadComplete);
  // The system installer has the package: the old build quits and the installer opens the new one.
  await native.restart?.();
}

/** SPEC §4: the dialogs of the version check, then the update itself. */
export async function runUpdate(action: UpdateAction): Promise<void> {
  switch (action.kind) {
    case 'none':
      return;
    case 'appStore':
      if (await ask(`${VersionMsg.newVersion} ${action.sn}`, VersionMsg.iosTooLow, action.force))
        window.location.href = action.link;
      return;
    case 'install':
      // Asked like the other platforms: an optional release may wait for later, a forced one may not.
      if (await ask(`${VersionMsg.newVersion} ${action.sn}`, VersionMsg.installToUpdate, action.force))
        await install(action.link, action.sha256);
      return;
    case 'reload':
      if (await ask(`${VersionMsg.newVersion} ${action.sn}`, VersionMsg.reloadToUpdate, action.force))
        window.location.reload();
      return;
  }
}
