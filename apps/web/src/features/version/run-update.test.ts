import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppInstaller } from '@app/client-core/version/app-installer';
import type { UpdateAction } from '@app/client-core/version/update-action';
import { VersionMsg } from '@app/contract/client-version-msg';

const dialog = vi.hoisted(() => ({ alert: vi.fn(), confirm: vi.fn() }));
vi.mock('antd-mobile', () => ({ Dialog: dialog }));
vi.mock('../../lib/antd-render', () => ({}));
vi.mock('../../lib/toast', () => ({ showToast: vi.fn() }));

const { runUpdate } = await import('./run-update');

const android = (force: boolean): UpdateAction => ({
  kind: 'install',
  sn: '2.0.34',
  link: 'https://dl.example.com/app-2.0.34.apk',
  sha256: 'ab'.repeat(32),
  force,
});

let installer: AppInstaller & { downloadAndInstall: ReturnType<typeof vi.fn> };
beforeEach(() => {
  dialog.alert.mockReset().mockResolvedValue(undefined);
  dialog.confirm.mockReset();
  installer = { downloadAndInstall: vi.fn().mockResolvedValue(undefined), restart: vi.fn() };
  (window as unknown as { AppInstaller?: AppInstaller }).AppInstaller = installer;
});
afterEach(() => {
  delete (window as unknown as { AppInstaller?: AppInstaller }).AppInstaller;
});

describe('runUpdate on Android', () => {
  it('asks about an optional release with update / later, and installs nothing when declined', async () => {
    dialog.confirm.mockResolvedValue(false);
    await runUpdate(android(false));
    expect(dialog.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ confirmText: VersionMsg.updateNow, cancelText: VersionMsg.later }),
    );
    expect(installer.downloadAndInstall).not.toHaveBeenCalled();
  });

  it('installs an optional release the member accepts', async () => {
    dialog.confirm.mockResolvedValue(true);
    await runUpdate(android(false));
    expect(installer.downloadAndInstall).toHaveBeenCalledWith(
      'https://dl.example.com/app-2.0.34.apk',
      expect.any(Function),
      'ab'.repeat(32),
    );
  });

  it('offers no way out of a forced release', async () => {
    await runUpdate(android(true));
    expect(dialog.confirm).not.toHaveBeenCalled();
    expect(dialog.alert.mock.calls[0]?.[0]).toMatchObject({ confirmText: VersionMsg.updateNow });
    expect(dialog.alert.mock.calls[0]?.[0]).not.toHaveProperty('cancelText');
    expect(installer.downloadAndInstall).toHaveBeenCalledTimes(1);
  });
});
