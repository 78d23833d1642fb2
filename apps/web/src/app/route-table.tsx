import { lazy, type ComponentType, type ReactNode } from 'react';
import { normalizePath } from '@app/contract/page-path';
import { Pages } from '@app/contract/pages';
import { WatchPages } from '../lib/watch-pages';
// Home is the page most visits start on: it comes with the first script instead of a second round trip
// (decision 046). Every other page is a chunk of its own.
import { AboutPage } from './routes/home/about-page';
// The first reads of the pages people most often open from a shared link (decision 048).
import { readCourseInfoEarly } from '../features/course/api/get-course-info';
import { readRaceDetailEarly } from '../features/markets/api/get-race-detail';
import { readNewsDetailsEarly } from '../features/news/api/get-news-details';
import { readNewsListEarly } from '../features/news-list/api/get-news-list';
import { readRoomAdsEarly } from '../features/ads/api/get-room-ads';
import { readTextRoomEarly } from '../features/live/api/read-room-early';
import { loadSanitizer } from '../components/sanitizer';

/** The member's article page (SPEC §2 mine: article); the contract's Pages map does not name it. */
export const ARTICLE_PAGE = '/pages/mine/article/index';

// One chunk per page, so a page only loads its own code.
/** An article's page: its text, and the sanitizer its text is drawn through. */
const readArticleEarly = (query: URLSearchParams) => {
  readNewsDetailsEarly(query);
  void loadSanitizer();
};

/** A text room: what it draws first, its banners, and the sanitizer its messages are drawn through. */
const readChatRoomEarly = (query: URLSearchParams) => {
  readTextRoomEarly(query);
  readRoomAdsEarly();
  void loadSanitizer();
};

const page = <K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] }));

const NewsListPage = page(() => import('./routes/news/news-list-page'), 'NewsListPage');
const NewsDetailsPage = page(() => import('./routes/news/news-details-page'), 'NewsDetailsPage');
const NoticeDetailsPage = page(() => import('./routes/news/notice-details-page'), 'NoticeDetailsPage');
const FinanceListPage = page(() => import('./routes/news/finance-list-page'), 'FinanceListPage');
const LoginRoute = page(() => import('./auth-routes'), 'LoginRoute');
const MobileLoginRoute = page(() => import('./auth-routes'), 'MobileLoginRoute');
const RegisterRoute = page(() => import('./auth-routes'), 'RegisterRoute');
const MinePage = page(() => import('./routes/member/mine-page'), 'MinePage');
const PersonalInformationPage = page(
  () => import('./routes/member/personal-information-page'),
  'PersonalInformationPage',
);
const EpithetPage = page(() => import('./routes/member/epithet-page'), 'EpithetPage');
const PasswordPage = page(() => import('./routes/member/password-page'), 'PasswordPage');
const LogOffPage = page(() => import('./routes/member/log-off-page'), 'LogOffPage');
const FontSizePage = page(() => import('./routes/member/font-size-page'), 'FontSizePage');
const FollowedTeachersPage = page(
  () => import('./routes/member/followed-teachers-page'),
  'FollowedTeachersPage',
);
const SystemSettingsPage = page(() => import('./routes/member/system-settings-page'), 'SystemSettingsPage');
const AgreementPage = page(() => import('./routes/legal/agreement-page'), 'AgreementPage');
const NoPermissionPage = page(() => import('./routes/status/no-permission-page'), 'NoPermissionPage');
const LiveRoomsPage = page(() => import('./routes/live-room/live-rooms-page'), 'LiveRoomsPage');
const ChatRoomPage = page(() => import('./routes/live-room/chat-room-page'), 'ChatRoomPage');
const ChatRecordsPage = page(() => import('./routes/live-room/chat-records-page'), 'ChatRecordsPage');
const OwnDataPage = page(() => import('./routes/live-room/own-data-page'), 'OwnDataPage');
const NotFoundPage = page(() => import('./routes/status/not-found-page'), 'NotFoundPage');
// Lotteries and questionnaires (interactive rooms).
const WinningListPage = page(() => import('./routes/interactive/winning-list-page'), 'WinningListPage');
const WinningResultPage = page(() => import('./routes/interactive/winning-result-page'), 'WinningResultPage');
const WinningDetailPage = page(() => import('./routes/interactive/winning-result-page'), 'WinningDetailPage');
const QuestionnairePage = page(() => import('./routes/interactive/questionnaire-page'), 'QuestionnairePage');
const QuestionnaireAuthorizedPage = page(
  () => import('./routes/interactive/questionnaire-authorized-page'),
  'QuestionnaireAuthorizedPage',
);
const RiskAssessmentPage = page(
  () => import('./routes/interactive/risk-assessment-page'),
  'RiskAssessmentPage',
);
// Learn and watch pages.
const CourseListPage = page(() => import('./routes/course/course-list-page'), 'CourseListPage');
const CourseVideoPage = page(() => import('./routes/course/course-video-page'), 'CourseVideoPage');
const MyCoursesPage = page(() => import('./routes/course/my-courses-page'), 'MyCoursesPage');
const PlaybackListPage = page(() => import('./routes/playback/playback-list-page'), 'PlaybackListPage');
const PlaybackDetailPage = page(() => import('./routes/playback/playback-detail-page'), 'PlaybackDetailPage');
const LiveVideoListPage = page(() => import('./routes/live-video/live-video-list-page'), 'LiveVideoListPage');
const LiveVideoRoomPage = page(() => import('./routes/live-video/live-video-room-page'), 'LiveVideoRoomPage');
const CollectPage = page(() => import('./routes/news/collect-page'), 'CollectPage');
const InterestPage = page(() => import('./routes/news/interest-page'), 'InterestPage');
const StrategyPage = page(() => import('./routes/news/strategy-page'), 'StrategyPage');
const TeacherListPage = page(() => import('./routes/teachers/teacher-list-page'), 'TeacherListPage');
const TeacherDetailPage = page(() => import('./routes/teachers/teacher-detail-page'), 'TeacherDetailPage');
const WebViewPage = page(() => import('./routes/web-view/web-view-page'), 'WebViewPage');
const PicPage = page(() => import('./routes/web-view/pic-page'), 'PicPage');
const ArticlePage = page(() => import('./routes/news/article-page'), 'ArticlePage');
// Teacher columns.
const TeacherNewsListPage = page(
  () => import('./routes/column/teacher-news-list-page'),
  'TeacherNewsListPage',
);
const ViewpointListPage = page(() => import('./routes/column/viewpoint-list-page'), 'ViewpointListPage');
const ViewpointDetailPage = page(
  () => import('./routes/column/viewpoint-detail-page'),
  'ViewpointDetailPage',
);
// Links, ads and the wealth circle.
const PlatformLinksPage = page(() => import('./routes/links/platform-links-page'), 'PlatformLinksPage');
const AdListPage = page(() => import('./routes/links/ad-list-page'), 'AdListPage');
const CfqIndexPage = page(() => import('./routes/links/cfq-index-page'), 'CfqIndexPage');
const CfqCoursePage = page(() => import('./routes/links/cfq-course-page'), 'CfqCoursePage');
// Short videos and the PDF viewer.
const VideoListPage = page(() => import('./routes/video/video-list-page'), 'VideoListPage');
const VideoPage = page(() => import('./routes/video/video-page'), 'VideoPage');
const PdfPage = page(() => import('./routes/pdf/pdf-page'), 'PdfPage');
const AiPage = page(() => import('./routes/ai/ai-page'), 'AiPage');
const WikiListPage = page(() => import('./routes/wiki/wiki-list-page'), 'WikiListPage');
const WikiDetailPage = page(() => import('./routes/wiki/wiki-detail-page'), 'WikiDetailPage');
// Member center: notifications, homework, feedback, help and FAQ.
const PushListPage = page(() => import('./routes/member-center/push-list-page'), 'PushListPage');
const MessageListPage = page(() => import('./routes/member-center/message-list-page'), 'MessageListPage');
const MessageDetailPage = page(
  () => import('./routes/member-center/message-detail-page'),
  'MessageDetailPage',
);
const HomeworkListPage = page(() => import('./routes/member-center/homework-list-page'), 'HomeworkListPage');
const HomeworkAnswerPage = page(
  () => import('./routes/member-center/homework-answer-page'),
  'HomeworkAnswerPage',
);
const FeedbackPage = page(() => import('./routes/member-center/feedback-page'), 'FeedbackPage');
const FeedbackDetailPage = page(
  () => import('./routes/member-center/feedback-detail-page'),
  'FeedbackDetailPage',
);
const HelpPage = page(() => import('./routes/member-center/help-page'), 'HelpPage');
const FaqPage = page(() => import('./routes/member-center/help-page'), 'FaqPage');
const AvatarPage = page(() => import('./routes/member/avatar-page'), 'AvatarPage');
const BindAccountPage = page(() => import('./routes/member/bind-account-page'), 'BindAccountPage');
const MobilePhonePage = page(() => import('./routes/member/mobile-phone-page'), 'MobilePhonePage');
const LearningPage = page(() => import('./routes/tab-pages/learning-page'), 'LearningPage');
const DiscoverPage = page(() => import('./routes/tab-pages/discover-page'), 'DiscoverPage');
const HelpDetailPage = page(() => import('./routes/member-center/help-detail-page'), 'HelpDetailPage');
// Commerce: goods, orders, the cashier, coupons and points.
const GoodsListPage = page(() => import('./routes/commerce/goods-list-page'), 'GoodsListPage');
const GoodsDetailPage = page(() => import('./routes/commerce/goods-detail-page'), 'GoodsDetailPage');
const OrderPage = page(() => import('./routes/commerce/order-page'), 'OrderPage');
const OrderListPage = page(() => import('./routes/commerce/order-list-page'), 'OrderListPage');
const PaymentPage = page(() => import('./routes/commerce/payment-page'), 'PaymentPage');
const CouponPage = page(() => import('./routes/commerce/coupon-page'), 'CouponPage');
const IntegralPage = page(() => import('./routes/commerce/integral-page'), 'IntegralPage');
const InvoicePage = page(() => import('./routes/commerce/invoice-page'), 'InvoicePage');
// Markets: stock races and paper trading.
const StockRaceListPage = page(() => import('./routes/markets/stock-race-list-page'), 'StockRaceListPage');
const StockRacePage = page(() => import('./routes/markets/stock-race-page'), 'StockRacePage');
const WebsiteStockPage = page(() => import('./routes/markets/website-stock-page'), 'WebsiteStockPage');
const WebsiteAppPage = page(() => import('./routes/markets/website-app-page'), 'WebsiteAppPage');
const WebsiteBondPage = page(() => import('./routes/markets/website-bond-page'), 'WebsiteBondPage');
const FinanceCalendarPage = page(
  () => import('./routes/markets/finance-calendar-page'),
  'FinanceCalendarPage',
);
const BondPage = page(() => import('./routes/markets/bond-page'), 'BondPage');
const StockPoolListPage = page(() => import('./routes/markets/stock-pool-list-page'), 'StockPoolListPage');

export interface AppRoute {
  path: string;
  element: () => ReactNode;
  /** False for a path served only as an alias that the guard and the startup redirect leave alone. */
  listed?: false;
  /**
   * Starts the page's first read from its address while the page's code is still downloading; the page's
   * own identical read takes the answer over (lib/early-read).
   */
  readEarly?: (query: URLSearchParams) => void;
}

/**
 * Every page this build renders (SPEC §2 page paths, '/' aliasing the about page); anything else is
 * the 404 page. The route table and the list of built pages both read this one array.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: Pages.root, element: () => <AboutPage /> },
  { path: Pages.about, element: () => <AboutPage /> },
  { path: Pages.index, element: () => <AboutPage />, listed: false },
  { path: Pages.newsList, element: () => <NewsListPage />, readEarly: readNewsListEarly },
  { path: Pages.newsDetails, element: () => <NewsDetailsPage />, readEarly: readArticleEarly },
  { path: Pages.newsDetailsShow, element: () => <NewsDetailsPage />, readEarly: readArticleEarly },
  { path: Pages.noticeDetails, element: () => <NoticeDetailsPage /> },
  { path: Pages.financeList, element: () => <FinanceListPage /> },
  { path: Pages.login, element: () => <LoginRoute /> },
  { path: Pages.loginMobile, element: () => <MobileLoginRoute /> },
  { path: Pages.register, element: () => <RegisterRoute /> },
  { path: Pages.mine, element: () => <MinePage /> },
  { path: Pages.personalInformation, element: () => <PersonalInformationPage /> },
  { path: Pages.epithet, element: () => <EpithetPage /> },
  { path: Pages.password, element: () => <PasswordPage /> },
  { path: Pages.logOff, element: () => <LogOffPage /> },
  { path: Pages.systemSettings, element: () => <SystemSettingsPage /> },
  { path: Pages.fontSize, element: () => <FontSizePage /> },
  { path: Pages.agreement, element: () => <AgreementPage /> },
  { path: Pages.liveRooms, element: () => <LiveRoomsPage /> },
  { path: Pages.chat, element: () => <ChatRoomPage />, readEarly: readChatRoomEarly },
  { path: Pages.chatRecords, element: () => <ChatRecordsPage /> },
  { path: Pages.ownData, element: () => <OwnDataPage /> },
  { path: Pages.noPermission, element: () => <NoPermissionPage canOpen={isBuiltPage} /> },
  { path: Pages.collect, element: () => <CollectPage /> },
  { path: Pages.collectList, element: () => <FollowedTeachersPage /> },
  { path: Pages.interest, element: () => <InterestPage /> },
  { path: Pages.strategy, element: () => <StrategyPage /> },
  { path: Pages.teacherList, element: () => <TeacherListPage /> },
  { path: Pages.teacherDetail, element: () => <TeacherDetailPage canOpen={isBuiltPage} /> },
  { path: Pages.webView, element: () => <WebViewPage /> },
  { path: Pages.webViewPic, element: () => <PicPage /> },
  { path: ARTICLE_PAGE, element: () => <ArticlePage /> },
  { path: WatchPages.courseList, element: () => <CourseListPage /> },
  { path: WatchPages.courseVideo, element: () => <CourseVideoPage />, readEarly: readCourseInfoEarly },
  { path: WatchPages.myCourse, element: () => <MyCoursesPage /> },
  { path: WatchPages.playbackList, element: () => <PlaybackListPage /> },
  { path: WatchPages.playbackDetail, element: () => <PlaybackDetailPage /> },
  { path: WatchPages.liveVideoList, element: () => <LiveVideoListPage /> },
  { path: WatchPages.liveVideoRoom, element: () => <LiveVideoRoomPage /> },
  { path: Pages.courseVideoList, element: () => <CourseListPage /> },
  // The applets group's course pages are the course list and a course's page (?id=).
  { path: Pages.appletsCourseList, element: () => <CourseListPage /> },
  { path: Pages.appletsCourseDetails, element: () => <CourseVideoPage />, readEarly: readCourseInfoEarly },
  { path: Pages.courseTeacherList, element: () => <TeacherListPage /> },
  { path: Pages.courseTeacherIndex, element: () => <TeacherDetailPage canOpen={isBuiltPage} /> },
  { path: Pages.teacherNewsList, element: () => <TeacherNewsListPage /> },
  { path: Pages.viewpointList, element: () => <ViewpointListPage /> },
  { path: Pages.viewpointDetail, element: () => <ViewpointDetailPage /> },
  { path: Pages.platformLinks, element: () => <PlatformLinksPage /> },
  { path: Pages.adList, element: () => <AdListPage /> },
  { path: Pages.cfqIndex, element: () => <CfqIndexPage /> },
  { path: Pages.cfqCourse, element: () => <CfqCoursePage /> },
  { path: Pages.videoList, element: () => <VideoListPage /> },
  { path: Pages.videoIndex, element: () => <VideoPage /> },
  { path: Pages.pdf, element: () => <PdfPage /> },
  { path: Pages.ai, element: () => <AiPage /> },
  { path: Pages.wikiList, element: () => <WikiListPage /> },
  { path: Pages.wikiDetail, element: () => <WikiDetailPage /> },
  { path: Pages.pushList, element: () => <PushListPage /> },
  { path: Pages.messageList, element: () => <MessageListPage /> },
  { path: Pages.messageDetail, element: () => <MessageDetailPage /> },
  { path: Pages.homeworkList, element: () => <HomeworkListPage /> },
  { path: Pages.homeworkAnswerList, element: () => <HomeworkAnswerPage /> },
  { path: Pages.feedback, element: () => <FeedbackPage /> },
  { path: Pages.feedbackDetail, element: () => <FeedbackDetailPage /> },
  { path: Pages.help, element: () => <HelpPage /> },
  { path: Pages.helpDetail, element: () => <HelpDetailPage /> },
  { path: Pages.faq, element: () => <FaqPage /> },
  { path: Pages.avatar, element: () => <AvatarPage /> },
  { path: Pages.tabPage1, element: () => <LearningPage /> },
  { path: Pages.tabPage2, element: () => <DiscoverPage /> },
  { path: Pages.mobilePhone, element: () => <MobilePhonePage /> },
  { path: Pages.bindAccount, element: () => <BindAccountPage /> },
  { path: Pages.winningList, element: () => <WinningListPage /> },
  { path: Pages.winningResult, element: () => <WinningResultPage /> },
  { path: Pages.winningDetail, element: () => <WinningDetailPage /> },
  { path: Pages.winningDetailShort, element: () => <WinningDetailPage /> },
  { path: Pages.questionnaire, element: () => <QuestionnairePage /> },
  { path: Pages.questionnaireAuthorized, element: () => <QuestionnaireAuthorizedPage /> },
  { path: Pages.riskAssessment, element: () => <RiskAssessmentPage /> },
  { path: Pages.goodsList, element: () => <GoodsListPage /> },
  { path: Pages.goodsIndex, element: () => <GoodsDetailPage /> },
  { path: Pages.goodsDetail, element: () => <GoodsDetailPage /> },
  { path: Pages.goodsOrder, element: () => <OrderListPage /> },
  { path: Pages.orderList, element: () => <OrderListPage /> },
  { path: Pages.orderIndex, element: () => <OrderPage /> },
  { path: Pages.payment, element: () => <PaymentPage /> },
  { path: Pages.coupon, element: () => <CouponPage /> },
  { path: Pages.integral, element: () => <IntegralPage /> },
  { path: Pages.invoice, element: () => <InvoicePage /> },
  { path: Pages.stockRaceList, element: () => <StockRaceListPage /> },
  { path: Pages.stockRace, element: () => <StockRacePage />, readEarly: readRaceDetailEarly },
  { path: Pages.stockPoolList, element: () => <StockPoolListPage /> },
  { path: Pages.stockBond, element: () => <BondPage /> },
  { path: Pages.financeCalendar, element: () => <FinanceCalendarPage /> },
  { path: Pages.websiteStock, element: () => <WebsiteStockPage /> },
  { path: Pages.websiteApp, element: () => <WebsiteAppPage /> },
  { path: Pages.websiteBond, element: () => <WebsiteBondPage /> },
  { path: Pages.notFound, element: () => <NotFoundPage /> },
];

/** Pages this build renders; anything else is the 404 page (SPEC §2). */
export const BUILT_PAGES: readonly string[] = APP_ROUTES.filter((route) => route.listed !== false).map(
  (route) => route.path,
);

export function isBuiltPage(url: string): boolean {
  return BUILT_PAGES.includes(normalizePath(url));
}
