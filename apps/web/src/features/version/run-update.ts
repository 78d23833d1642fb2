import '../../lib/antd-render';
import { Dialog } from 'antd-mobile';
import type { UpdateAction } from '@app/client-core/version/update-action';
import { VersionMsg } from '@app/contract/client-version';
import { showToast } from '../../lib/toast';

/** A native shell's installer, when the app runs in one (the Android shell provides it). */
interface AppInstaller {
  downloadAndInstall(link: string, onProgress: (percent: number) => void): Promise<void>;
}

const installer = () => (window as unknown as { AppInstaller?: AppInstaller }).AppInstaller;

async function ask(title: string, content: string, force: boolean): Promise<boolean> {
  if (force) {
    await Dialog.alert({ title, content, confirmText: VersionMsg.updateNow });
    return true;
  }
  return Dialog.confirm({ title, content, confirmText: VersionMsg.updateNow, cancelText: VersionMsg.later });
}

async function install(link: string): Promise<void> {
  const native = installer();
  if (!native) {
    // A browser cannot install packages: the download itself is offered.
    window.open(link, '_blank', 'noopener');
    return;
  }
  showToast(VersionMsg.connected);
  try {
    await native.downloadAndInstall(link, (percent) => showToast(VersionMsg.downloadingPercent(percent)));
    showToast(VersionMsg.downloadComplete);
  } catch {
    showToast(VersionMsg.downloadFailedRetry);
  }
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
      // The package is fetched and installed at once (SPEC §4): the dialog only says what happens.
      await Dialog.alert({ title: `${VersionMsg.newVersion} ${action.sn}`, content: VersionMsg.downloading });
      await install(action.link);
      return;
    case 'reload':
      if (await ask(`${VersionMsg.newVersion} ${action.sn}`, VersionMsg.reloadToUpdate, action.force))
        window.location.reload();
      return;
  }
}
