import { normalizePath } from '@app/client-core/guard/route-guard';
import { Pages } from '@app/contract/pages';
import { WatchPages } from '../lib/watch-pages';

/** The member's article page (SPEC §2 mine: article); the contract's Pages map does not name it. */
export const ARTICLE_PAGE = '/pages/mine/article/index';

/** Pages this build renders; anything else is the 404 page (SPEC §2). */
export const BUILT_PAGES: readonly string[] = [
  Pages.root,
  Pages.about,
  Pages.newsList,
  Pages.newsDetails,
  Pages.newsDetailsShow,
  Pages.noticeDetails,
  Pages.financeList,
  Pages.login,
  Pages.loginMobile,
  Pages.register,
  Pages.mine,
  Pages.personalInformation,
  Pages.epithet,
  Pages.password,
  Pages.logOff,
  Pages.systemSettings,
  Pages.agreement,
  Pages.liveRooms,
  Pages.chat,
  Pages.chatRecords,
  Pages.ownData,
  Pages.noPermission,
  Pages.collect,
  Pages.teacherList,
  Pages.teacherDetail,
  Pages.webView,
  Pages.webViewPic,
  ARTICLE_PAGE,
  WatchPages.courseList,
  WatchPages.courseVideo,
  WatchPages.myCourse,
  WatchPages.playbackList,
  WatchPages.playbackDetail,
  WatchPages.liveVideoList,
  WatchPages.liveVideoRoom,
  Pages.courseVideoList,
  Pages.courseTeacherList,
  Pages.courseTeacherIndex,
  Pages.teacherNewsList,
  Pages.viewpointList,
  Pages.viewpointDetail,
  Pages.platformLinks,
  Pages.adList,
  Pages.cfqIndex,
  Pages.cfqCourse,
  Pages.videoList,
  Pages.videoIndex,
  Pages.pdf,
  Pages.notFound,
];

export function isBuiltPage(url: string): boolean {
  return BUILT_PAGES.includes(normalizePath(url));
}
