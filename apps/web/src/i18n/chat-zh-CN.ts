import { ChatMsg } from '@app/contract/chat-msg';

const chatMsgTexts: { [K in keyof typeof ChatMsg]: string } = { ...ChatMsg };

/** Texts of the private-message pages; they join the zh-CN catalog when one loads (register-chat-catalog.ts). */
export const chatZhCN = {
  chatMsg: chatMsgTexts,
  chat: {
    listTitle: '私信',
    empty: '还没有私信，可以在老师主页给老师发私信',
    failed: '私信加载失败',
    detailTitle: '私信',
    threadEmpty: '还没有消息，向老师提个问题吧',
    threadFailed: '消息加载失败',
    retry: '重试',
    loadOlder: '查看更早的消息',
    placeholder: '输入私信内容',
    send: '发送',
    missing: '会话不存在',
    open: '私信',
  },
};
export type ChatCatalog = typeof chatZhCN;
