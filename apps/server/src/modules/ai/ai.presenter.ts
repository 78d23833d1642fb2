import type { AiConversation, AiConversationSummary, AiMessage } from '@app/contract/ai';
import type { AiConversationRow, AiMessageRow } from '../../db/schema/ai';

export const toAiSummary = (row: AiConversationRow): AiConversationSummary => ({
  id: row.id,
  title: row.title,
  updatedAt: row.updatedAt.toISOString(),
});

export const toAiMessage = (row: AiMessageRow): AiMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  // What members see of a citation: where it quotes and which module it needs stay on the server.
  citations: row.citations.map(({ kind, id, title, url, locked }) => ({ kind, id, title, url, locked })),
  status: row.status,
  mode: row.mode,
  createdAt: row.createdAt.toISOString(),
});

export const toAiConversation = (row: AiConversationRow, messages: AiMessageRow[]): AiConversation => ({
  ...toAiSummary(row),
  messages: messages.map(toAiMessage),
});
