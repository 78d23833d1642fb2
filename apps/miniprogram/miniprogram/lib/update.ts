import type { WxPort } from './wx-port';

export const UPDATE_TITLE = '更新提示';
export const UPDATE_READY = '新版本已经准备好，是否重启应用？';

/** SPEC §4: when a new version is ready, a modal without cancel restarts into it. */
export function watchForUpdate(wx: WxPort): void {
  const manager = wx.getUpdateManager();
  manager.onUpdateReady(() => {
    wx.showModal({
      title: UPDATE_TITLE,
      content: UPDATE_READY,
      showCancel: false,
      success: () => manager.applyUpdate(),
    });
  });
  // A failed download is tried again by WeChat at the next start; nothing to tell the member.
  manager.onUpdateFailed(() => undefined);
}
