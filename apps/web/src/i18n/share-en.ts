import type { ShareCatalog } from './share-zh-CN';

/** English texts of the share sheet and poster (see share-zh-CN.ts); spread into en.ts. */
export const shareEn: ShareCatalog = {
  share: {
    button: 'Share',
    sheetTitle: 'Share with friends',
    friend: 'WeChat friend',
    moments: 'Moments',
    copyLink: 'Copy link',
    poster: 'Poster',
    more: 'More',
    cancel: 'Cancel',
    copied: 'Share link copied, send it to your friends!',
    copyFailed: 'Copy failed, please copy the address by hand',
    cancelled: 'Sharing cancelled',
    failed: 'Sharing failed, please try again later',
    nativeFailedTitle: 'Sharing failed',
    gotIt: 'Got it',
    guideFriend: 'Tap "···" at the top right and choose "Send to chat"',
    guideMoments: 'Tap "···" at the top right and choose "Share to Moments"',
    guideClose: 'Got it',
    pasteHint: 'Link copied: paste it into WeChat to send it',
    referrals: '{{count}} friends joined through your shares',
    posterTitle: 'Share poster',
    posterDrawing: 'Drawing the poster…',
    posterFailed: 'Could not draw the poster, please try again later',
    posterSave: 'Save image',
    posterSaveHint: 'Long-press the image to save or send it',
    posterScan: 'Long-press the QR code to read more',
  },
};
