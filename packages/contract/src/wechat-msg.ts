// Kept apart from the schemas of wechat.ts: the login button then loads no zod.

export const WechatMsg = {
  notConfigured: '未配置微信服务，请使用账号或手机号登录',
  codeInvalid: '微信授权已失效，请重新授权',
  busy: '微信服务繁忙，请稍后重试',
  urlNotAllowed: '该页面地址不能使用微信分享',
  ticketInvalid: '登录凭证无效或已过期，请重新进入小程序',
  phoneTaken: '该手机号已绑定其他账号，请用短信验证码登录后绑定',
  phoneBound: '手机号绑定成功',
  oneTapLogin: '微信一键登录',
  stateMismatch: '登录请求已失效，请重新点击微信登录',
  phoneTicketInvalid: '绑定请求已失效，请返回后重新点击绑定',
  usePhoneNumber: '使用微信手机号',
  userDataInvalid: '微信用户信息校验失败，请重新授权',
  userDataOtherApp: '微信用户信息不属于本小程序，请重新授权',
} as const;
