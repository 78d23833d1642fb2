import { AI_WELCOME_ZH_CN } from '@app/contract/ai';

/** Texts of the AI assistant page; they join the zh-CN catalog when the page loads (register-ai-catalog.ts). */
export const aiZhCN = {
  ai: {
    ...AI_WELCOME_ZH_CN,
    placeholder: '输入你的问题',
    send: '发送',
    stop: '停止',
    stopped: '已停止生成',
    lengthCut: '回答达到长度上限，可以重新生成或换个问法',
    regenerate: '重新生成',
    copy: '复制',
    copied: '复制成功',
    copyFailed: '复制失败，请长按选择文字复制',
    newChat: '新对话',
    history: '历史对话',
    historyEmpty: '还没有对话',
    historyFailed: '对话加载失败',
    openFailed: '这个对话打不开了，请刷新后再试',
    delete: '删除',
    deleted: '已删除',
    sources: '参考内容',
    lockedSource: '付费',
    label: 'AI生成',
    thinking: '正在查找资料…',
    loginToAsk: '登录后即可提问',
    login: '去登录',
    failed: 'AI 回答中断，请重新生成',
    unreachable: '网络连接异常，问题已保留在输入框中',
    kind: { news: '文章', viewpoint: '观点', course: '课程', live: '直播', help: '帮助', wiki: '百科' },
  },
  wiki: {
    title: '投资百科',
    detailTitle: '百科词条',
    empty: '暂无词条',
    notFound: '词条不存在',
    all: '查看全部词条',
  },
};
export type AiCatalog = typeof aiZhCN;
