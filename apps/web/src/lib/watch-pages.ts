import { Pages } from '@app/contract/pages';

/** Learn and watch page paths (SPEC §2); the contract's Pages map names only some of them. */
export const WatchPages = {
  courseList: Pages.courseList,
  courseVideo: Pages.courseVideo,
  myCourse: Pages.myCourse,
  playbackList: Pages.playbackList,
  playbackDetail: '/pages/playback/detail/index',
  liveVideoList: Pages.liveVideoList,
  liveVideoRoom: '/pages/liveVideo/index/index',
} as const;
