/**
 * User-facing message texts shared by server and client (SPEC §5, §8).
 * The web app's i18n catalogs build on these for zh-CN; server `msg` values come from here.
 */
export const Msg = {
  ok: '操作成功',
  networkError: '网络连接异常',
  uploadNetworkError: '后端接口连接异常',
  timeout: '系统接口请求超时',
  httpStatus: (status: number) => `系统接口${status}异常`,
  sessionExpired: '无效的会话，或者会话已过期，请重新登录。',
  sessionExpiredConfirm: '登录状态已过期，请重新登录?',
  status401: '认证失败，无法访问系统资源',
  status403: '当前操作没有权限',
  status404: '访问资源不存在',
  statusDefault: '系统未知错误，请反馈给管理员',
  serverError: '系统繁忙，请稍后再试',
  badRequest: '请求参数有误',
  noPermission: '您暂无权限查看该内容',
  loading: '加载中',
  dialogTitle: '提示',
  systemDialogTitle: '系统提示',
  cancel: '取消',
  confirm: '确定',
  jump: '跳转',
  productIntro: '产品介绍',
  nameMissing: '姓名空缺',
  // validation
  contentEmpty: '内容不能为空',
  uploadUnsupported: '不支持该文件上传！',
  uploading: '上传中',
  sendFailed: '内容发送失败，请重新尝试发送...',
  searchEmpty: '请输入内容或选择时间范围或选择老师',
  copyShareOk: '分享地址复制成功，请分享给朋友！',
  copyOk: '复制成功',
  shareCancelled: '取消分享',
  knowIt: '知道了',
  // accounts
  usernameRequired: '请输入账号',
  usernameInvalid: '账号为3-32位字母、数字或下划线',
  usernameTaken: '该账号已被注册',
  passwordRequired: '请输入密码',
  passwordTooShort: '密码至少8位',
  passwordTooLong: '密码不能超过64位',
  passwordMismatch: '两次输入的密码不一致',
  wrongCredentials: '账号或密码错误',
  accountCancelled: '该账号已注销',
  mobileRequired: '请输入手机号',
  mobileInvalid: '请输入正确的手机号',
  mobileTaken: '该手机号已被注册',
  mobileNotRegistered: '该手机号未注册',
  codeRequired: '请输入验证码',
  codeInvalid: '请输入6位数字验证码',
  codeWrong: '验证码错误',
  codeExpired: '验证码已失效，请重新获取',
  codeSent: '验证码已发送',
  codeTooFrequent: '验证码发送过于频繁，请60秒后再试',
  codeDailyLimit: '今日验证码发送次数已达上限',
  smsSendFailed: '短信发送失败，请稍后再试',
  captchaRequired: '请输入图形验证码',
  captchaWrong: '图形验证码错误',
  captchaExpired: '图形验证码已失效',
  captchaUnavailable: '验证服务暂时不可用，请稍后再试',
  captchaUnsolved: '请先完成安全验证',
  oldPasswordWrong: '原密码错误',
  nameRequired: '请输入姓名',
  nameTooLong: '姓名不能超过20个字',
  nicknameRequired: '请输入昵称',
  nicknameTooLong: '昵称不能超过20个字',
  loginOk: '登录成功',
  registerOk: '注册成功',
  logoutOk: '已退出登录',
  saveOk: '保存成功',
  passwordChanged: '密码已修改，请重新登录',
  accountCancelOk: '账号已注销',
  notFound: '资源不存在',
  tooManyRequests: '请求过于频繁，请稍后再试',
  // sending and login throttles
  smsIpLimit: '当前网络获取验证码次数过多，请稍后再试',
  smsBusy: '验证码发送繁忙，请稍后再试',
  tryAgainIn: (seconds: number) => `尝试次数过多，请${seconds}秒后再试`,
  controlCharacters: '内容含有无法识别的字符，请删除后重试',
  dailyQuotaReached: '今日操作次数已达上限，请明天再试',
  idempotencyKeyReused: '请求标识已用于其他请求',
  requestInProgress: '请求正在处理中，请稍候',
} as const;

/** Texts for result codes, looked up before the server's msg (SPEC §8). */
export const codeMessages: Readonly<Record<number, string>> = {
  401: Msg.status401,
  403: Msg.status403,
  404: Msg.status404,
};
export const DEFAULT_ERROR_MESSAGE = Msg.statusDefault;

/** Live text rooms. */
export const LiveMsg = {
  reconnecting: '连接已断开，正在重新连接…',
  connected: '已连接',
  newMessages: '有新消息',
  commentsClosed: '当前直播间未开放评论',
  onlyTeachers: '只有老师可以发布直播内容',
  roomNotFound: '直播间不存在',
  messageNotFound: '消息不存在',
  quoteNotFound: '引用的消息不存在',
  tooFast: '发言过于频繁，请稍后再试',
  payloadTooLarge: '消息内容过长',
  badFrame: '消息格式不正确',
  loginToComment: '登录后才能发言',
  collapse: '收起',
  expand: '展开',
  imageTag: '图片',
  screenshotTooMany: '一次最多选择20条消息',
  uploadTooLarge: '图片不能超过5MB',
  hidden: '已隐藏',
  sending: '发送中',
  sendFailedShort: '发送失败',
  resend: '重试',
  discard: '删除',
  outboxLabel: '待发送的消息',
} as const;

/** Content: news, viewpoints, courses, ads, paid access (issue 4). */
export const ContentMsg = {
  commentEmpty: '评论内容不能为空',
  commentTooLong: '评论不能超过500字',
  commentOk: '评论成功',
  liked: '点赞成功',
  unliked: '已取消点赞',
  collected: '收藏成功',
  uncollected: '已取消收藏',
  followed: '关注成功',
  unfollowed: '已取消关注',
  shared: '分享成功',
  progressSaved: '学习进度已保存',
  newsNotFound: '资讯不存在',
  viewpointNotFound: '观点不存在',
  articleNotFound: '文章不存在',
  courseNotFound: '课程不存在',
  sectionNotFound: '章节不存在',
  teacherNotFound: '老师不存在',
  adNotFound: '广告不存在',
  videoNotFound: '视频不存在',
  categoryNotFound: '分类不存在',
  moduleNotFound: '权限模块不存在',
  linkRefused: '链接地址不安全',
  locked: '解锁后查看完整内容',
  needModule: (name: string) => `开通「${name}」后即可查看`,
  free: '免费',
  allCourses: '全部课程',
  adShareTitle: '广告',
  replay: '回看',
  plays: (n: number) => `${n}次播放`,
} as const;

/** Privacy of what members post (issue: content and privacy). */
export const PrivacyMsg = {
  /** A chat picture must be one of our own uploads (no tracking pixels from other hosts). */
  offsiteImage: '只能发送本站上传的图片',
} as const;
/** Default nicknames start with this (followed by random characters). */
export const DEFAULT_NICKNAME_PREFIX = '用户';

/** Uploads (byte budgets). */
export const UploadMsg = {
  dailyQuota: '今日上传已达上限，请明天再试',
  /** The rich-text editor's image upload is for teachers writing articles. */
  teachersOnly: '只有老师可以上传文章图片',
} as const;
