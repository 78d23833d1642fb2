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
} as const;
