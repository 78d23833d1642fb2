import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { Pages } from '@app/contract/pages';
import { WatchPages } from '../lib/watch-pages';
import { ARTICLE_PAGE, isBuiltPage } from './page-paths';
import { RootLayout } from './root-layout';

// One chunk per page, so the first page only loads its own code.
const page = <K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] }));

const AboutPage = page(() => import('../features/home/pages/about-page'), 'AboutPage');
const NewsListPage = page(() => import('../features/news/pages/news-list-page'), 'NewsListPage');
const NewsDetailsPage = page(() => import('../features/news/pages/news-details-page'), 'NewsDetailsPage');
const NoticeDetailsPage = page(
  () => import('../features/news/pages/notice-details-page'),
  'NoticeDetailsPage',
);
const FinanceListPage = page(() => import('../features/news/pages/finance-list-page'), 'FinanceListPage');
const LoginRoute = page(() => import('./auth-routes'), 'LoginRoute');
const MobileLoginRoute = page(() => import('./auth-routes'), 'MobileLoginRoute');
const RegisterRoute = page(() => import('./auth-routes'), 'RegisterRoute');
const MinePage = page(() => import('../features/member/pages/mine-page'), 'MinePage');
const PersonalInformationPage = page(
  () => import('../features/member/pages/personal-information-page'),
  'PersonalInformationPage',
);
const EpithetPage = page(() => import('../features/member/pages/epithet-page'), 'EpithetPage');
const PasswordPage = page(() => import('../features/member/pages/password-page'), 'PasswordPage');
const LogOffPage = page(() => import('../features/member/pages/log-off-page'), 'LogOffPage');
const SystemSettingsPage = page(
  () => import('../features/member/pages/system-settings-page'),
  'SystemSettingsPage',
);
const AgreementPage = page(() => import('../features/legal/pages/agreement-page'), 'AgreementPage');
const NoPermissionPage = page(
  () => import('../features/status/pages/no-permission-page'),
  'NoPermissionPage',
);
const LiveRoomsPage = page(() => import('../features/live-room/pages/live-rooms-page'), 'LiveRoomsPage');
const ChatRoomPage = page(() => import('../features/live-room/pages/chat-room-page'), 'ChatRoomPage');
const ChatRecordsPage = page(
  () => import('../features/live-room/pages/chat-records-page'),
  'ChatRecordsPage',
);
const OwnDataPage = page(() => import('../features/live-room/pages/own-data-page'), 'OwnDataPage');
const NotFoundPage = page(() => import('../features/status/pages/not-found-page'), 'NotFoundPage');
// Learn and watch pages.
const CourseListPage = page(() => import('../features/course/pages/course-list-page'), 'CourseListPage');
const CourseVideoPage = page(() => import('../features/course/pages/course-video-page'), 'CourseVideoPage');
const MyCoursesPage = page(() => import('../features/course/pages/my-courses-page'), 'MyCoursesPage');
const PlaybackListPage = page(
  () => import('../features/playback/pages/playback-list-page'),
  'PlaybackListPage',
);
const PlaybackDetailPage = page(
  () => import('../features/playback/pages/playback-detail-page'),
  'PlaybackDetailPage',
);
const LiveVideoListPage = page(
  () => import('../features/live-video/pages/live-video-list-page'),
  'LiveVideoListPage',
);
const LiveVideoRoomPage = page(
  () => import('../features/live-video/pages/live-video-room-page'),
  'LiveVideoRoomPage',
);
const CollectPage = page(() => import('../features/news/pages/collect-page'), 'CollectPage');
const TeacherListPage = page(() => import('../features/teachers/pages/teacher-list-page'), 'TeacherListPage');
const TeacherDetailPage = page(
  () => import('../features/teachers/pages/teacher-detail-page'),
  'TeacherDetailPage',
);
const WebViewPage = page(() => import('../features/web-view/pages/web-view-page'), 'WebViewPage');
const PicPage = page(() => import('../features/web-view/pages/pic-page'), 'PicPage');
const ArticlePage = page(() => import('../features/news/pages/article-page'), 'ArticlePage');
// Teacher columns.
const TeacherNewsListPage = page(
  () => import('../features/column/pages/teacher-news-list-page'),
  'TeacherNewsListPage',
);
const ViewpointListPage = page(
  () => import('../features/column/pages/viewpoint-list-page'),
  'ViewpointListPage',
);
const ViewpointDetailPage = page(
  () => import('../features/column/pages/viewpoint-detail-page'),
  'ViewpointDetailPage',
);
// Links, ads and the wealth circle.
const PlatformLinksPage = page(
  () => import('../features/links/pages/platform-links-page'),
  'PlatformLinksPage',
);
const AdListPage = page(() => import('../features/links/pages/ad-list-page'), 'AdListPage');
const CfqIndexPage = page(() => import('../features/links/pages/cfq-index-page'), 'CfqIndexPage');
const CfqCoursePage = page(() => import('../features/links/pages/cfq-course-page'), 'CfqCoursePage');
// Short videos and the PDF viewer.
const VideoListPage = page(() => import('../features/video/pages/video-list-page'), 'VideoListPage');
const VideoPage = page(() => import('../features/video/pages/video-page'), 'VideoPage');
const PdfPage = page(() => import('../features/pdf/pages/pdf-page'), 'PdfPage');

/**
 * Route table: exactly the SPEC §2 page paths, '/' aliasing the about page, anything else 404.
 * Declarative routes keep react-router's data-router machinery (unused here) out of the first bundle.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={Pages.root} element={<AboutPage />} />
        <Route path={Pages.about} element={<AboutPage />} />
        <Route path={Pages.index} element={<AboutPage />} />
        <Route path={Pages.newsList} element={<NewsListPage />} />
        <Route path={Pages.newsDetails} element={<NewsDetailsPage />} />
        <Route path={Pages.newsDetailsShow} element={<NewsDetailsPage />} />
        <Route path={Pages.noticeDetails} element={<NoticeDetailsPage />} />
        <Route path={Pages.financeList} element={<FinanceListPage />} />
        <Route path={Pages.login} element={<LoginRoute />} />
        <Route path={Pages.loginMobile} element={<MobileLoginRoute />} />
        <Route path={Pages.register} element={<RegisterRoute />} />
        <Route path={Pages.mine} element={<MinePage />} />
        <Route path={Pages.personalInformation} element={<PersonalInformationPage />} />
        <Route path={Pages.epithet} element={<EpithetPage />} />
        <Route path={Pages.password} element={<PasswordPage />} />
        <Route path={Pages.logOff} element={<LogOffPage />} />
        <Route path={Pages.systemSettings} element={<SystemSettingsPage />} />
        <Route path={Pages.agreement} element={<AgreementPage />} />
        <Route path={Pages.liveRooms} element={<LiveRoomsPage />} />
        <Route path={Pages.chat} element={<ChatRoomPage />} />
        <Route path={Pages.chatRecords} element={<ChatRecordsPage />} />
        <Route path={Pages.ownData} element={<OwnDataPage />} />
        <Route path={Pages.noPermission} element={<NoPermissionPage canOpen={isBuiltPage} />} />
        <Route path={Pages.collect} element={<CollectPage />} />
        <Route path={Pages.teacherList} element={<TeacherListPage />} />
        <Route path={Pages.teacherDetail} element={<TeacherDetailPage canOpen={isBuiltPage} />} />
        <Route path={Pages.webView} element={<WebViewPage />} />
        <Route path={Pages.webViewPic} element={<PicPage />} />
        <Route path={ARTICLE_PAGE} element={<ArticlePage />} />
        <Route path={WatchPages.courseList} element={<CourseListPage />} />
        <Route path={WatchPages.courseVideo} element={<CourseVideoPage />} />
        <Route path={WatchPages.myCourse} element={<MyCoursesPage />} />
        <Route path={WatchPages.playbackList} element={<PlaybackListPage />} />
        <Route path={WatchPages.playbackDetail} element={<PlaybackDetailPage />} />
        <Route path={WatchPages.liveVideoList} element={<LiveVideoListPage />} />
        <Route path={WatchPages.liveVideoRoom} element={<LiveVideoRoomPage />} />
        <Route path={Pages.courseVideoList} element={<CourseListPage />} />
        <Route path={Pages.courseTeacherList} element={<TeacherListPage />} />
        <Route path={Pages.courseTeacherIndex} element={<TeacherDetailPage canOpen={isBuiltPage} />} />
        <Route path={Pages.teacherNewsList} element={<TeacherNewsListPage />} />
        <Route path={Pages.viewpointList} element={<ViewpointListPage />} />
        <Route path={Pages.viewpointDetail} element={<ViewpointDetailPage />} />
        <Route path={Pages.platformLinks} element={<PlatformLinksPage />} />
        <Route path={Pages.adList} element={<AdListPage />} />
        <Route path={Pages.cfqIndex} element={<CfqIndexPage />} />
        <Route path={Pages.cfqCourse} element={<CfqCoursePage />} />
        <Route path={Pages.videoList} element={<VideoListPage />} />
        <Route path={Pages.videoIndex} element={<VideoPage />} />
        <Route path={Pages.pdf} element={<PdfPage />} />
        <Route path={Pages.notFound} element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
