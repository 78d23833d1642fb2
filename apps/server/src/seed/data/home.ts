import type { HomeDocument } from '../../modules/home/home.presenter';

/** The home (about) page document stored in app_settings. */
export const seedHome: HomeDocument = {
  title: '财经学堂',
  slogan: '专业投资者教育，陪你读懂每一轮行情',
  introduction:
    '财经学堂是一家专注于证券投资者教育的在线学习平台。我们邀请拥有多年从业经验的研究员和讲师，通过图文资讯、直播讲解与系统课程，帮助投资者理解宏观政策、读懂上市公司、掌握风险控制方法，用理性与纪律参与市场。',
  banners: [
    { id: 1, title: '价值投资必修课', pic: '/media/banners/banner-1.svg', link: '/pages/news/list/index?categoryId=16' },
    { id: 2, title: '每日早盘策略', pic: '/media/banners/banner-2.svg', link: '/pages/news/list/index?categoryId=15' },
    { id: 3, title: '基金定投入门', pic: '/media/banners/banner-3.svg', link: '/pages/news/list/index?categoryId=18' },
  ],
  highlights: [
    { value: '12年', label: '专注投资者教育' },
    { value: '30+', label: '资深研究员与讲师' },
    { value: '2000+', label: '原创投教文章' },
    { value: '7×12h', label: '交易日在线答疑' },
  ],
  servicePhone: '400-820-6688',
  riskTip: '市场有风险，投资需谨慎。本平台内容仅供学习参考，不构成任何投资建议。',
};
