export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

export interface AgreementDocument {
  updated: string;
  intro: string;
  sections: AgreementSection[];
}

const zhCN: AgreementDocument = {
  updated: '更新日期：2026年1月1日　生效日期：2026年1月1日',
  intro:
    '欢迎使用财经学堂（以下简称"本平台"）。在注册、登录或使用本平台提供的直播、课程、资讯等服务前，请您仔细阅读并充分理解本协议的全部内容，特别是以加粗或其他方式提示您注意的免除或限制责任的条款。您点击登录、注册或实际使用本平台服务，即视为您已阅读并同意本协议。',
  sections: [
    {
      heading: '一、服务内容',
      paragraphs: [
        '本平台为用户提供财经与证券投资相关的知识教育服务，包括但不限于名师直播、图文直播、视频课程、财经资讯、投资工具与会员服务。',
        '本平台提供的全部内容仅用于投资者教育与知识分享，不构成任何投资建议或收益承诺。您据此进行的任何投资操作，风险自担。',
      ],
    },
    {
      heading: '二、账号注册与使用',
      paragraphs: [
        '您应使用本人真实有效的手机号码注册账号，并妥善保管账号与密码。因您保管不善导致的账号被盗用、信息泄露等损失，由您自行承担。',
        '您不得将账号出借、转让或与他人共用，不得利用账号从事违反法律法规、扰乱平台秩序或侵害他人合法权益的行为。',
        '您可以随时在"我的—个人信息—注销账号"中申请注销账号。账号注销后，相关课程、订单、积分及收藏等数据将无法恢复。',
      ],
    },
    {
      heading: '三、用户行为规范',
      paragraphs: [
        '您在直播互动、评论等场景发布的内容，应当遵守法律法规与公序良俗，不得发布荐股、代客理财、虚假宣传、诈骗引流等信息。',
        '对违反上述规范的内容，本平台有权不经通知予以删除，并视情节采取限制功能、封禁账号等措施。',
      ],
    },
    {
      heading: '四、知识产权',
      paragraphs: [
        '本平台上的课程、直播、文章、图片及软件等内容的知识产权归本平台或相关权利人所有。未经书面许可，任何人不得复制、转载、录制或用于商业用途。',
      ],
    },
    {
      heading: '五、隐私政策',
      paragraphs: [
        '我们仅在提供服务所必需的范围内收集您的信息，包括：注册时的手机号码与账号信息、为保障账号安全而记录的设备标识与登录日志、您主动填写的昵称与姓名。',
        '我们会采取加密存储、访问控制等安全措施保护您的个人信息，不会向任何第三方出售您的个人信息。除法律法规规定或经您授权外，我们不会对外提供您的个人信息。',
        '您有权查询、更正您的个人信息，也可以通过注销账号的方式删除您的个人信息。如对隐私保护有任何疑问，请通过客服热线与我们联系。',
      ],
    },
    {
      heading: '六、风险提示',
      paragraphs: [
        '证券市场有风险，投资需谨慎。过往业绩不代表未来表现，讲师观点仅代表个人意见，请您结合自身风险承受能力独立作出投资决策。',
      ],
    },
    {
      heading: '七、协议的变更与适用法律',
      paragraphs: [
        '本平台可根据业务调整对本协议进行修订，修订后的协议将在平台公布。若您在协议变更后继续使用服务，即视为接受修订后的协议。',
        '本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商解决；协商不成的，可向本平台运营方所在地有管辖权的人民法院提起诉讼。',
      ],
    },
  ],
};

const en: AgreementDocument = {
  updated: 'Updated: 1 January 2026 · Effective: 1 January 2026',
  intro:
    'Welcome to Caijing Academy (the "Platform"). Before registering, logging in or using the live rooms, courses and news of the Platform, please read this agreement carefully. By logging in, registering or using the services you confirm that you have read and accept it.',
  sections: [
    {
      heading: '1. Services',
      paragraphs: [
        'The Platform offers education about finance and securities investment: teacher live rooms, text live rooms, video courses, finance news, tools and member services.',
        'All content is for investor education only and is neither investment advice nor a promise of returns. Any investment you make is at your own risk.',
      ],
    },
    {
      heading: '2. Your account',
      paragraphs: [
        'Register with your own valid mobile number and keep your account and password safe. Losses caused by careless safekeeping are your own responsibility.',
        'Do not lend, transfer or share your account, nor use it for anything unlawful or harmful to others or to the Platform.',
        'You may cancel your account at any time under Me — Profile — Cancel account. Courses, orders, points and favourites cannot be restored afterwards.',
      ],
    },
    {
      heading: '3. Conduct',
      paragraphs: [
        'Content you post in live rooms and comments must respect the law and public order; stock tips, managing money for others, false advertising and fraud are forbidden.',
        'The Platform may remove violating content without notice and restrict or close the account involved.',
      ],
    },
    {
      heading: '4. Intellectual property',
      paragraphs: [
        'Courses, live streams, articles, pictures and software on the Platform belong to the Platform or their owners. Copying, recording or commercial use requires written permission.',
      ],
    },
    {
      heading: '5. Privacy',
      paragraphs: [
        'We collect only what the service needs: your mobile number and account data, device identifiers and login records for account security, and the nickname and name you enter.',
        'We protect your data with encryption and access control and never sell it. We share it only where the law requires or you agree.',
        'You may view and correct your data, and delete it by cancelling your account. Contact the service hotline with any privacy question.',
      ],
    },
    {
      heading: '6. Risk disclosure',
      paragraphs: [
        'Investing in securities involves risk. Past performance does not predict future results; teachers speak for themselves. Decide according to your own risk tolerance.',
      ],
    },
    {
      heading: '7. Changes and governing law',
      paragraphs: [
        'The Platform may revise this agreement and will publish the revised version; continuing to use the services means you accept it.',
        "This agreement is governed by the laws of the People's Republic of China. Disputes are settled by negotiation, failing which by the competent court where the operator is located.",
      ],
    },
  ],
};

export function agreementFor(language: string): AgreementDocument {
  return language.startsWith('en') ? en : zhCN;
}
