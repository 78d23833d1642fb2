import { z } from 'zod';

/** SPEC §9 client type names, plus the two native platforms. */
export const ClientPlatform = z.enum(['ios', 'android', 'wxApplet', 'h5']);
export type ClientPlatform = z.infer<typeof ClientPlatform>;

/** GET /api/client/version/latest and /api/version/get/client/latest/info (no token). */
export const clientVersionQuery = z.object({
  sn: z.string().trim().max(32).optional(),
  appId: z.string().trim().max(64).optional(),
  platform: ClientPlatform.default('h5'),
});

/** SPEC §3 version info; null data when no version was released for the platform. */
export const clientVersionInfo = z.object({
  sn: z.string(),
  status: z.number().int(),
  iosLink: z.string().nullable(),
  androidLink: z.string().nullable(),
  isForce: z.number().int(),
  notes: z.string().nullable(),
  /**
   * SHA-256 (64 lower-case hex digits) of the Android package behind androidLink; the native shell installs
   * only a download that matches it. Null where there is no package.
   */
  sha256: z.string().nullable(),
  /**
   * The status of the caller's own version (the `sn` it sent): 1 once released, 0 while in review;
   * null when that version is unknown. iOS shows prices only when it is 1 (SPEC §5).
   */
  currentStatus: z.number().int().nullable(),
});
export type ClientVersionInfo = z.infer<typeof clientVersionInfo>;

/** SPEC §4 / §8 texts of the version check and the app download. */
export const VersionMsg = {
  iosTooLow: '应用版本过低，请前往App Store更新',
  newVersion: '发现新版本',
  upToDate: '当前已是最新版本',
  checkUpdate: '检查更新',
  checking: '正在检查更新',
  checkFailed: '检查更新失败，请稍后重试',
  reloadToUpdate: '网页已更新，刷新后即可使用新版本',
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
