import { Msg } from '@app/contract/messages';

/** Texts of the share sheet and poster; they join the zh-CN catalog when a page with sharing loads. */
export const shareZhCN = {
  share: {
    button: '分享',
    sheetTitle: '分享给朋友',
    friend: '微信好友',
    moments: '朋友圈',
    copyLink: '复制链接',
    poster: '生成海报',
    more: '更多',
    cancel: '取消',
    copied: Msg.copyShareOk as string,
    copyFailed: '复制失败，请长按地址手动复制',
    cancelled: Msg.shareCancelled as string,
    failed: '分享失败，请稍后重试',
    nativeFailedTitle: '分享失败',
    gotIt: '知道了',
    guideFriend: '点击右上角「···」，选择「发送给朋友」',
    guideMoments: '点击右上角「···」，选择「分享到朋友圈」',
    guideClose: '知道了',
    pasteHint: '链接已复制，打开微信粘贴给朋友即可',
    referrals: '已有 {{count}} 位好友通过你的分享注册',
    posterTitle: '分享海报',
    posterDrawing: '海报生成中…',
    posterFailed: '海报生成失败，请稍后重试',
    posterSave: '保存图片',
    posterSaveHint: '长按图片可保存或发送给朋友',
    posterScan: '长按识别二维码，查看全文',
  },
};
export type ShareCatalog = typeof shareZhCN;
