import { MemberCenterApi } from './member-center-paths';
/** Endpoint paths, exactly as SPEC §7 names them. */
export const Api = {
  accountLogin: '/api/member/login/ver/2/account',
  codeLogin: '/api/member/login/ver/2/code',
  register: '/api/member/login/ver/2/register',
  cancelAccount: '/api/member/login/ver/2/cancel/account',
  smsCode: '/api/common/sms/code',
  memberInfo: '/api/member/get/info',
  memberReferrals: '/api/member/referral/list',
  clientVersionLatest: '/api/client/version/latest',
  clientVersionLatestInfo: '/api/version/get/client/latest/info',
  wechatJssdkTicket: '/api/wechat/share/ver/2/accessTicket2',
  wechatOffiaccountLogin: '/api/member/wx/auth/ver/2/offiaccount/login',
  wechatOffiaccountAuthorize: '/api/member/wx/auth/ver/2/offiaccount/authorize',
  wechatAppletLogin: '/api/member/wx/auth/ver/2/applet/login',
  wechatAppletPhone: '/api/member/wx/auth/ver/2/applet/getUserPhoneNumber',
  wechatTicketExchange: '/api/member/wx/auth/ver/2/ticket/exchange',
  wechatAppletPhoneTicket: '/api/member/wx/auth/ver/2/applet/phone/ticket',
  wechatLoginWxa: '/api/login/wxa',
  modifyName: '/api/member/modify/name',
  modifyNickname: '/api/member/modify/nickname',
  modifyPassword: '/api/member/modify/password',
  adminLogin: '/login',
  adminGetInfo: '/getInfo',
  adminLogout: '/logout',
  captchaImage: '/captchaImage',
  navList: '/api/nav/list',
  homeInfo: '/api/app/tab/ver/2/home/info',
  teacherList: '/api/teacher/get/list',
  newsCategoryAll: '/api/news/category/ver/2/all',
  newsList: '/api/news/ver/2/list',
  /** Followed by /{id}. */
  newsInfo: '/api/news/ver/2/info',
  healthz: '/healthz',
  liveWordList: '/api/live/ver/2/list/word',
  liveWordListAuthorized: '/api/live/ver/2/list/word/authorized',
  liveWordRoomInfo: '/api/live/get/word/room/info',
  liveWordInfo: '/api/live/get/word/info', // + /{id}
  liveNavInfo: '/api/live/ver/2/info', // + /{type}
  liveCategoryAll: '/api/live/message/category/all',
  liveMessageList: '/api/live/message/get/list',
  liveMessageList2: '/api/live/message/get/list/2',
  liveMessageListAuthorized: '/api/live/message/get/list/authorized',
  liveMessageSearch: '/api/live/message/get/list/search',
  liveMessageAfter: '/api/live/message/get/list/after',
  liveMessageAround: '/api/live/message/get/list/around',
  liveMessageOwnReplied: '/api/live/message/get/self/send/replied/list',
  liveMessageTop: '/api/live/message/get/top', // + /{liveId}/{categoryId}
  liveMessageStatus: '/api/live/message/status',
  liveTeachers: '/api/live/ver/2/list/teacher', // + /{liveId}
  liveHeats: '/api/live/ver/2/heats', // + /{liveId}
  liveLike: '/api/live/like',
  liveShare: '/api/live/share',
  // Interactive rooms (issue 14): lotteries, quizzes and the risk questionnaire.
  lotteryStart: '/api/live/lottery/start',
  lotteryJoin: '/api/live/lottery/join',
  lotteryInfo: '/api/live/lottery/get/info', // + /{id}
  lotteryMine: '/api/live/lottery/get/list/my',
  quizPost: '/api/live/quiz/post',
  liveProductCard: '/api/live/product/post',
  questionnaireInfo: '/api/questionnaire/get/info', // + /{id}
  questionnaireRisk: '/api/questionnaire/get/risk',
  questionnaireAnswer: '/api/questionnaire/answer',
  riskProfile: '/api/member/risk/profile',
  screenshot: '/api/common/screenshot',
  riskTipDict: '/api/common/system/dict/d/risk_tip',
  upload: '/api/common/upload',
  // News, viewpoints, articles (issue 4)
  newsListRelated: '/api/news/ver/2/list/related', // also + /{id}
  newsListAction: '/api/news/ver/2/list', // + /{action}
  newsInfoQuery: '/api/news/ver/2/info', // ?id=
  newsHotspotAll: '/api/news/hotspot/ver/2/all',
  newsViewSave: '/api/news/view/ver/2/save',
  newsViewUnread: '/api/news/view/ver/2/unread',
  newsLike: '/api/news/like',
  newsFavorite: '/api/news/favorite',
  newsFavoriteList: '/api/news/favorite/get/list',
  newsFollow: '/api/news/follow', // + /{id}
  newsComment: '/api/news/comment',
  newsCommentList: '/api/news/comment/get/list', // + /{newsId}
  newsCategoryFollow: '/api/news/category/follow',
  newsCategoryFollowList: '/api/news/category/follow/get/list',
  newsCategoryInfo: '/api/news/category/ver/2/info', // + /{id}
  newsCategory: '/api/news/category', // + /home, /home/hot, /home/tuyere, /hot, /tuyere, /fm, /{id}
  newsByCode: '/api/news/list',
  newsSearch: '/api/news/search',
  newsListSearch: '/api/news/list/search',
  newsGetFind: '/api/news/get/find',
  newsFindHot: '/api/news/find/hot',
  newsFindTuyere: '/api/news/find/tuyere',
  viewpointList: '/api/viewpoint/get/list',
  viewpointInfo: '/api/viewpoint/get/info', // + /{id}
  viewpointCommentList: '/api/viewpoint/comment/get/list', // + /{id}
  viewpointShare: '/api/viewpoint/share',
  viewpointComment: '/api/viewpoint/comment',
  viewpointLike: '/api/viewpoint/like',
  articleInfo: '/api/article/get/info', // + /{id}
  // Courses
  courseCategoryList: '/api/course/category/list',
  courseCategoryAll: '/api/course/category/all',
  courseGetList: '/api/course/get/list', // also + /{courseId}
  courseListAuthorized: '/api/course/get/list/authorized',
  courseListMy: '/api/course/get/list/my',
  courseListAll: '/api/course/get/list/all',
  courseListAllOrVisible: '/api/course/get/list/allorvisible',
  courseListVisible: '/api/course/get/list/visible',
  courseInfo: '/api/course/get/info', // + /{id}
  courseSectionList: '/api/course/section/ver/3/list',
  courseSectionGetInfo: '/api/course/section/get/info', // + /{id}
  courseSectionInfo2: '/api/course/section/ver/2/info', // + /{id}
  courseSectionInfo3: '/api/course/section/ver/3/info', // + /{id}
  courseSectionInfoView: '/api/course/section/ver/3/info/view', // + /{id}
  courseLike: '/api/course/like',
  courseComment: '/api/course/comment',
  courseCommentList: '/api/course/comment/get/list', // + /{courseId}
  courseShare: '/api/course/share',
  courseFollow: '/api/course/follow',
  courseFollowList: '/api/course/follow/list',
  courseViewSave: '/api/course/view/ver/2/save',
  courseTabInfo: '/api/app/tab/ver/2/course/info',
  // Teachers
  teacherFollowList: '/api/teacher/follow/get/list',
  teacherFollow: '/api/teacher/follow',
  teacherList2: '/api/teacher/get/list/2',
  teacherInfo: '/api/teacher/get/info', // + /{id}
  teacherSuggestGood: '/api/teacher/get/suggest/good',
  teacherFollows: '/api/teacher/follow/get/follows',
  // Live video and replays
  liveVideoList: '/api/live/ver/2/list/video',
  liveVideoListAuthorized: '/api/live/ver/2/list/video/authorized',
  liveVideoInfo: '/api/live/get/video/info', // + /{id}
  liveVideoRoomInfo: '/api/live/get/video/room/info',
  playbackList: '/api/live/video/get/list',
  playbackInfo: '/api/live/video/get/info', // + /{id}
  playbackListLiveroom: '/api/live/video/get/list/liveroom',
  playbackListAll: '/api/live/video/get/list/all',
  playbackListAllOrVisible: '/api/live/video/get/list/allorvisible',
  playbackListVisible: '/api/live/video/get/list/visible',
  // Ads
  adHome: '/api/ad/home', // + /{code}
  adGetInfo: '/api/ad/get/info', // + /{id}
  adPopup: '/api/ad/popup/advert',
  adInfo2: '/api/ad/ver/2/info', // + /{id}
  adList2: '/api/ad/ver/2/list', // also + /{categoryCode}
  // Member access
  memberLevelRelatedModule: '/api/member/level/ver/2/list/related/module', // + /{ids}
  memberAccessModule: '/api/member/ver/2/access/module',
  memberLiveValidity: '/api/member/get/live/validity/period',
  accessLogSave: '/api/access/log/save',
  // Member center: notifications, homework, feedback, help and FAQ, avatar and mobile (member-center.ts)
  ...MemberCenterApi,
  // Private messages between members and teachers (chat.ts); the two list calls are SPEC §7's
  chatMessageList: '/api/chat/message/get/list',
  chatFriendList: '/api/chat/friend/list/m',
  chatFriendInfo: '/api/chat/friend/info',
  chatSend: '/api/chat/message/send',
  chatRead: '/api/chat/message/read',
  chatUnread: '/api/chat/message/get/unread',
  // A teacher's rooms, room ads, and the rich-text editor's image upload (SPEC §7)
  liveTeacherRooms: '/api/live/get/list/teacher', // + /{id}
  liveAdListAll: '/api/live/ad/ver/2/list/all', // + /{categoryCode}
  ueditorUpload: '/api/common/ueditor/upload',
  // Commerce: goods, orders, payment, coupons, points, invoices (issue 10)
  goodsList: '/api/goods/ver/2/list',
  goodsInfo: '/api/goods/ver/2/info', // + /{id}
  goodsListModule: '/api/goods/ver/2/list/module', // + /{moduleId}
  orderCreate: '/api/order/ver/2/create',
  orderQuote: '/api/order/ver/2/quote',
  orderPay: '/api/order/ver/2/pay',
  orderList: '/api/order/ver/2/list',
  orderInfo: '/api/order/ver/2/info', // + /{orderNo}
  orderCancel: '/api/order/ver/2/cancel',
  orderRefund: '/api/order/ver/2/refund',
  orderRefundReview: '/api/order/ver/2/refund/review',
  orderInvoice: '/api/order/ver/2/invoice',
  orderInvoiceList: '/api/order/ver/2/invoice/list',
  orderInvoiceIssue: '/api/order/ver/2/invoice/issue',
  orderInvoicePdf: '/api/order/ver/2/invoice/pdf', // + /{id}
  payNotify: '/api/pay/notify', // + /{channel}
  paySandboxConfirm: '/api/pay/sandbox/confirm',
  memberCouponList: '/api/member/coupon/ver/2/list',
  memberPointsList: '/api/member/points/ver/2/list',
  // Markets: stock races, paper trading, quotes
  stockRaceCategories: '/api/stock/race/category/ver/2/list',
  stockRaceList: '/api/stock/race/ver/2/list',
  stockRaceInfo: '/api/stock/race/ver/2/info', // + /{id}
  stockRaceJoin: '/api/stock/race/ver/2/join',
  stockRaceRanking: '/api/stock/race/ver/2/ranking',
  stockRacePortfolio: '/api/stock/race/ver/2/portfolio',
  stockRaceChart: '/api/stock/race/statistics/ver/2/line/chart/data',
  stockHoldings: '/api/stock/trade/record/ver/2/list/hold',
  stockTrades: '/api/stock/trade/record/ver/2/list/completed',
  stockOrder: '/api/stock/trade/ver/2/order',
  stockSecurity: '/api/stock/market/ver/2/yn/security', // + /search, + /{code}
  stockConceptAll: '/api/stock/concept/ver/2/all',
  stockPools: '/api/stock/pool/ver/2/pools',
  stockPoolList: '/api/stock/pool/ver/2/list',
  financeCalendar: '/api/finance/calendar/ver/2/list',
  bondList: '/api/bond/ver/2/list',
  bondInfo: '/api/bond/ver/2/info', // + /{id}
} as const;
