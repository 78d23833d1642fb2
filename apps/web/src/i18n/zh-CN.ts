import type { AiCatalog } from './ai-zh-CN';
import type { ChatCatalog } from './chat-zh-CN';
import type { ColumnCatalog } from './column-zh-CN';
import type { CommerceCatalog } from './commerce-zh-CN';
import type { ContentCatalog } from './content-zh-CN';
import type { LinksCatalog } from './links-zh-CN';
import type { ShareCatalog } from './share-zh-CN';
import type { InteractiveCatalog } from './interactive-zh-CN';
import type { LiveCatalog } from './live-zh-CN';
import type { MemberCenterCatalog } from './member-center-zh-CN';
import type { MarketsCatalog } from './markets-zh-CN';
import { msgTexts } from './msg-texts';
import type { WatchCatalog } from './watch-zh-CN';

export const zhCN = {
  msg: msgTexts,
  app: {
    name: '财经学堂',
  },
  common: {
    confirm: msgTexts.confirm,
    cancel: msgTexts.cancel,
    dialogTitle: msgTexts.dialogTitle,
    back: '返回',
    goHome: '去首页',
    retry: '重新加载',
    save: '保存',
    loading: msgTexts.loading,
    loadFailed: '加载失败',
    loadFailedDescription: '网络不太顺畅，请稍后重试',
    empty: '暂无内容',
    noMore: '没有更多了',
    loadingMore: '加载中…',
    pullToRefresh: '下拉刷新',
    releaseToRefresh: '释放立即刷新',
    refreshing: '刷新中…',
    refreshed: '刷新成功',
    openInMiniProgram: '请在微信中打开此小程序',
    notSet: '未设置',
    // A button whose visible text is a count: its name says what it does, then the count.
    countedAction: '{{action}} {{count}}',
  },
  tabs: {
    label: '底部导航',
    home: '首页',
    news: '资讯',
    mine: '我的',
  },
  about: {
    banner: '精选推荐',
    menu: '功能导航',
    teachers: '名师团队',
    introduction: '平台介绍',
    servicePhone: '客服热线',
    callHint: '工作日 9:00-18:00',
    riskTip: '风险提示',
    loadFailed: '首页内容加载失败',
  },
  news: {
    title: '财经资讯',
    detailsTitle: '资讯详情',
    searchPlaceholder: '搜索资讯标题或内容',
    visits: '{{count}} 阅读',
    emptyCategory: '该栏目暂无资讯',
    emptySearch: '没有找到相关资讯',
    notFound: '该资讯不存在或已下架',
    categoriesFailed: '资讯栏目加载失败',
  },
  auth: {
    loginTitle: '登录',
    welcome: '欢迎来到财经学堂',
    welcomeSub: '登录后查看直播、课程与专属资讯',
    username: '账号',
    usernamePlaceholder: '请输入账号',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    showPassword: '查看明文',
    hidePassword: '隐藏明文',
    login: '登录',
    loggingIn: '登录中…',
    smsLogin: '验证码登录',
    smsLoginTitle: '验证码登录',
    smsLoginSub: '未注册的手机号验证后将自动创建账号',
    accountLogin: '账号密码登录',
    goRegister: '注册账号',
    registerTitle: '注册账号',
    registerSub: '注册后即可登录学习',
    register: '注册并登录',
    registering: '注册中…',
    haveAccount: '已有账号？去登录',
    mobile: '手机号',
    mobilePlaceholder: '请输入手机号',
    code: '验证码',
    codePlaceholder: '请输入6位验证码',
    getCode: '获取验证码',
    sendingCode: '发送中…',
    resendIn: '{{seconds}}秒后重发',
    confirmPassword: '确认密码',
    confirmPasswordPlaceholder: '请再次输入密码',
    newPasswordPlaceholder: '至少8位，建议包含字母和数字',
    nickname: '昵称',
    nicknamePlaceholder: '选填，最多20个字',
    usernameRulePlaceholder: '3-32位字母、数字或下划线',
    agreementPrefix: '登录即表示您已阅读并同意',
    agreementLink: '《用户协议与隐私政策》',
    close: '关闭',
    captcha: '图形验证码',
    captchaPlaceholder: '请输入图中字符',
    captchaRefresh: '换一张',
    captchaAlt: '图形验证码，点击换一张',
    captchaLoading: '加载中…',
    captchaRetry: '点击加载',
    captchaCheck: '安全验证',
    captchaVerify: '点击完成验证',
    captchaPassed: '已通过验证',
  },
  mine: {
    title: '我的',
    loginRegister: '登录/注册',
    loginHint: '登录后同步您的课程、收藏与订单',
    teacherBadge: '讲师',
    memberId: '会员号 {{id}}',
    myServices: '我的服务',
    help: '帮助与设置',
    profileFailed: '会员信息加载失败，点击重试',
    entries: {
      orders: '我的订单',
      coupon: '优惠券',
      integral: '积分',
      course: '我的课程',
      collect: '我的收藏',
      homework: '作业',
      help: '帮助中心',
      feedback: '意见反馈',
      faq: '常见问题',
      fontSize: '字体大小',
      personalInformation: '个人信息',
      systemSettings: '系统设置',
      lottery: '我的抽奖',
      risk: '风险测评',
      messages: '我的私信',
      interest: '我的兴趣',
      strategy: '投资策略',
    },
  },
  profile: {
    title: '个人信息',
    avatar: '头像',
    username: '用户名',
    name: '姓名',
    nickname: '昵称',
    mobile: '手机号',
    security: '账号安全',
    changePassword: '修改密码',
    cancelAccount: '注销账号',
    editName: '修改姓名',
    namePlaceholder: '请输入真实姓名',
  },
  epithet: {
    title: '修改昵称',
    placeholder: '请输入昵称',
    hint: '昵称最多20个字，将展示在评论与互动中',
  },
  password: {
    title: '修改密码',
    oldPassword: '原密码',
    oldPasswordPlaceholder: '请输入原密码',
    newPassword: '新密码',
    confirmPassword: '确认新密码',
    submit: '确认修改',
    hint: '修改成功后需要重新登录',
  },
  logOff: {
    title: '注销账号',
    warningTitle: '注销前请仔细阅读',
    warning1: '注销后，账号将无法登录，且无法恢复。',
    warning2: '账号下的课程、订单、积分、优惠券及收藏等数据将一并失效。',
    warning3: '注销需要验证账号绑定的手机号。',
    submit: '确认注销',
    confirmContent: '注销后账号无法恢复，确定要注销吗？',
  },
  version: {
    ios: 'iPhone 版',
    android: 'Android 版',
    appStore: '前往 App Store',
    apk: '下载安装包',
    notYet: '暂未发布',
    miniProgram: '微信小程序',
    miniProgramHint: '微信搜索「财经学堂」小程序',
  },
  settings: {
    title: '系统设置',
    language: '语言',
    fontSize: '字体大小',
    fontSample: '财经学堂 · 预览文字大小',
    fontSmall: '小',
    fontLarge: '大',
    clearCache: '清除缓存',
    clearCacheConfirm: '将清除本地缓存的数据（不会退出登录），是否继续？',
    cacheCleared: '缓存已清除',
    version: '当前版本',
    aboutUs: '关于我们',
    agreement: '用户协议与隐私政策',
    logout: '退出登录',
    logoutConfirm: '确定要退出登录吗？',
  },
  languages: {
    'zh-CN': '简体中文',
    en: 'English',
  },
  agreement: {
    title: '用户协议与隐私政策',
  },
  noPermission: {
    title: '暂无权限',
    fromPage: '来源页面：{{page}}',
  },
  notFound: {
    title: '404 Not Found',
    heading: '页面不存在',
    description: '您访问的页面不存在或已被移除',
    home: '返回首页',
  },
};

/** Live-room texts load with the live pages (live-zh-CN.ts) but are part of the one typed catalog. */
export type Catalog = typeof zhCN &
  LiveCatalog &
  MarketsCatalog &
  ContentCatalog &
  WatchCatalog &
  ColumnCatalog &
  LinksCatalog &
  ShareCatalog &
  AiCatalog &
  MemberCenterCatalog &
  InteractiveCatalog &
  CommerceCatalog &
  ChatCatalog;
