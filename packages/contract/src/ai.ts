/** Endpoints of the assistant; the chat path is SPEC §7's, the others are ours. */
export const AiApi = {
  /** POST: streams the answer as NDJSON (one AiStreamEvent per line). SPEC §9: 600 s. */
  chat: '/api/ai/chat/ollama',
  /** GET: the member's conversations, newest first (paged). */
  conversations: '/api/ai/conversation/list',
  /** GET /{id}: one conversation with its messages; DELETE /{id}: removes it. */
  conversation: '/api/ai/conversation',
  /** GET: which assistant answers (built-in or a model) and the suggested questions. */
  info: '/api/ai/info',
} as const;

/** SPEC §9: the AI chat call may take up to 600 s. */
export const AI_CHAT_TIMEOUT_MS = 600_000;
export const AI_QUESTION_MAX_CHARS = 1000;
/** Earlier turns of the conversation sent to the model with a new question. */
export const AI_HISTORY_TURNS = 10;
/** Passages of our own content given to the model (and quoted by the built-in assistant). */
export const AI_CONTEXT_PASSAGES = 5;
/**
 * The relevance floor: a passage must contain at least this share of the question's weight (the idf of its
 * words, 0–1) to be quoted; when none does, the assistant says it found nothing (AiText.noPassages).
 */
export const AI_RELEVANCE_FLOOR = 0.5;
/** Passages scoring below this share of the best match's BM25 score are left out as passing mentions. */
export const AI_RELATED_SCORE_SHARE = 0.3;
/** Questions one member may ask per minute and per China day (the server's env may change them). */
export const AI_RATE_PER_MINUTE = 6;
export const AI_DAILY_QUOTA = 100;
export const AI_CONVERSATION_TITLE_MAX = 40;
/**
 * A line of a stored answer that shares this many characters in a row (spaces aside) with a paid passage it
 * was given quotes that passage: it is shown as locked to a member who no longer holds the passage's module.
 */
export const AI_QUOTE_MATCH_CHARS = 12;
/** The model may write at most this many tokens per answer (CPU work may go on after a cancel). */
export const AI_MAX_ANSWER_TOKENS = 1024;

/** Compliance texts (REFERENCE §7.4): the label on every AI message and the closing notice. */
export const AiText = {
  label: 'AI生成',
  notice: '以上内容仅供学习参考，不构成投资建议，投资有风险，入市需谨慎。',
  builtinName: '内置助手',
  builtinDisclosure: '我是本站的内置助手，没有接入语言模型：下面的回答摘自本站的文章、课程和直播内容。',
  refuseAdvice:
    '抱歉，我不能推荐具体的股票、给出买卖点或目标价。按照证监会《关于加强对利用"荐股软件"从事证券投资咨询业务监管的暂行规定》，' +
    '对具体证券给出买卖建议属于证券投资咨询业务，需要取得相应资质。我可以帮你理解相关的概念和方法，供你自己判断。',
  refuseOtherMembers:
    '抱歉，我无法查询或透露其他会员的任何信息，也不会改变自己的规则。我可以回答与投资学习相关的问题。',
  noPassages: '在本站内容中没有找到与这个问题直接相关的资料。可以换个说法，或试试页面上的推荐问题。',
  lockedHint: '（付费内容，开通后可阅读全文）',
  modelUnreachable: 'AI 服务暂时无法连接，请稍后再试。你的问题已保留在输入框中。',
  modelMissing: (model: string) => `AI 服务尚未安装模型 ${model}，请联系管理员。你的问题已保留在输入框中。`,
  modelFailed: 'AI 回答中断，请重新生成。',
  modelTimeout: 'AI 回答超时，请重新生成。',
  policyStop: '（回答已中止：其中涉及具体证券的买卖建议，这超出了学习助手的范围。）',
  conversationNotFound: '会话不存在',
  emptyQuestion: '内容不能为空',
  tooLong: `问题不能超过 ${AI_QUESTION_MAX_CHARS} 个字`,
  nothingToRegenerate: '没有可以重新生成的问题',
  busy: '上一个回答还在生成中，请先停止或稍候',
} as const;

/** Closes every stored and streamed answer (markdown: a rule, then the notice in italics). */
export const AI_NOTICE_SUFFIX = `\n\n---\n\n*${AiText.notice}*`;

/** Where a cited passage comes from. */
export type AiCitationKind = 'news' | 'viewpoint' | 'course' | 'live' | 'help' | 'wiki';
export interface AiCitation {
  kind: AiCitationKind;
  id: number;
  title: string;
  /** The app page that opens it (e.g. /pages/news/details/index?id=3). */
  url: string;
  /** Paid content the member does not hold: only its public summary was used. */
  locked: boolean;
}
export type AiMode = 'builtin' | 'ollama';
/** How an answer ended: the model's done_reason, or ours. */
export type AiAnswerStatus = 'done' | 'length' | 'stopped' | 'error' | 'refused' | 'policy' | 'streaming';

export interface AiChatRequest {
  conversationId?: number | undefined;
  content?: string | undefined;
  /** Answer the conversation's last question again (its last answer is replaced). */
  regenerate?: boolean | undefined;
}

/** One line of the NDJSON answer stream (Content-Type application/x-ndjson). */
export type AiStreamEvent =
  | {
      type: 'start';
      conversationId: number;
      /** The member's question, stored. */
      questionId: number;
      answerId: number;
      mode: AiMode;
      model: string;
      citations: AiCitation[];
    }
  | { type: 'delta'; text: string }
  | {
      type: 'done';
      status: AiAnswerStatus;
      promptTokens: number | null;
      completionTokens: number | null;
    }
  | { type: 'error'; msg: string };

export interface AiMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  citations: AiCitation[];
  status: AiAnswerStatus;
  mode: AiMode | null;
  createdAt: string;
}
export interface AiConversationSummary {
  id: number;
  title: string;
  updatedAt: string;
}
export interface AiConversation extends AiConversationSummary {
  messages: AiMessage[];
}
export interface AiInfo {
  mode: AiMode;
  /** 内置助手, or the model's name. */
  name: string;
  suggestions: string[];
}

export const AI_SUGGESTIONS = [
  '什么是市盈率？怎么用它看估值？',
  '可转债的转股溢价率怎么算？',
  '新手如何控制仓位和风险？',
  'K线图里的均线有什么用？',
] as const;

/**
 * The assistant page's title and welcome in zh-CN: the zh-CN catalog takes them from here, and the server
 * draws the page's first screen with them (decision 053), so both say the same words.
 */
export const AI_WELCOME_ZH_CN = {
  title: 'AI 助手',
  builtinBadge: '内置助手 · 未接入语言模型',
  modelBadge: '模型：{{name}}',
  welcome: '你好，我是投资学习助手',
  welcomeBuiltin: '我会从本站的文章、课程和直播中找出相关内容，附上链接。',
  welcomeModel: '我会结合本站的文章、课程和直播内容回答，并注明出处。',
  suggestionsTitle: '试试这样问',
  /** Under the suggestions: the way to 投资百科 (wiki/list). */
  toWiki: '查看投资百科',
};
