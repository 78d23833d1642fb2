/** Endpoint paths, exactly as SPEC §7 names them. */
export const Api = {
  accountLogin: '/api/member/login/ver/2/account',
  codeLogin: '/api/member/login/ver/2/code',
  register: '/api/member/login/ver/2/register',
  cancelAccount: '/api/member/login/ver/2/cancel/account',
  smsCode: '/api/common/sms/code',
  memberInfo: '/api/member/get/info',
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
  screenshot: '/api/common/screenshot',
  riskTipDict: '/api/common/system/dict/d/risk_tip',
  upload: '/api/common/upload',
} as const;
