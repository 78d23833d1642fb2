// Kept apart from the schemas of client-version.ts: the version item and the updater then load no zod.

/** SPEC §4 / §8 texts of the version check and the app download. */
export const VersionMsg = {
  iosTooLow: '应用版本过低，请前往App Store更新',
  newVersion: '发现新版本',
  upToDate: '当前已是最新版本',
  checkUpdate: '检查更新',
  checking: '正在检查更新',
  checkFailed: '检查更新失败，请稍后重试',
  reloadToUpdate: '网页已更新，刷新后即可使用新版本',
  installToUpdate: '是否下载并安装新版本？',
  updateNow: '立即更新',
  later: '以后再说',
  appletRestart: '新版本已经准备好，是否重启应用？',
  downloading: '正在下载',
  connected: '已连接服务器',
  downloadingPercent: (percent: number) => `正在下载${percent}%`,
  downloadOk: '下载成功',
  downloadComplete: '下载完成',
  downloadFailed: '下载失败',
  downloadFailedRetry: '下载失败，请稍后重试',
  downloadFailed02: '下载失败-02',
  updateFailed03: '更新失败-03',
  saveFailed: '保存失败',
  gotIt: '知道了',
} as const;
