import { z } from 'zod';
import type {
  AiAnswerStatus,
  AiChatRequest,
  AiCitation,
  AiConversation,
  AiConversationSummary,
  AiInfo,
  AiMessage,
  AiMode,
} from './ai';
import { AI_QUESTION_MAX_CHARS } from './ai';
import { idParam, rowId } from './ids';

/** Zod schemas of the assistant's calls (server validation and OpenAPI); the types live in ai.ts. */
export const aiChatRequest = z
  .object({
    conversationId: idParam.optional(),
    content: z
      .string()
      .max(AI_QUESTION_MAX_CHARS * 4)
      .optional(),
    /** Answer the conversation's last question again (its last answer is replaced). */
    regenerate: z.boolean().optional(),
  })
  .strict();

export const aiCitation = z.object({
  kind: z.enum(['news', 'viewpoint', 'course', 'live', 'help', 'wiki']),
  id: rowId,
  title: z.string(),
  /** The app page that opens it (e.g. /pages/news/details/index?id=3). */
  url: z.string(),
  /** Paid content the member does not hold: only its public summary was used. */
  locked: z.boolean(),
});

export const aiMode = z.enum(['builtin', 'ollama']);

/** How an answer ended: the model's done_reason, or ours. */
export const aiAnswerStatus = z.enum([
  'done',
  'length',
  'stopped',
  'error',
  'refused',
  'policy',
  'streaming',
]);

export const aiMessage = z.object({
  id: rowId,
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  citations: z.array(aiCitation),
  status: aiAnswerStatus,
  mode: aiMode.nullable(),
  createdAt: z.string(),
});

export const aiConversationSummary = z.object({
  id: rowId,
  title: z.string(),
  updatedAt: z.string(),
});

export const aiConversation = aiConversationSummary.extend({ messages: z.array(aiMessage) });

export const aiInfo = z.object({
  mode: aiMode,
  /** 内置助手, or the model's name. */
  name: z.string(),
  suggestions: z.array(z.string()),
});

/** The schemas and the plain types of ai.ts must describe the same shapes (checked when compiling). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const aiSchemasMatchTypes: [
  Same<z.infer<typeof aiChatRequest>, AiChatRequest>,
  Same<z.infer<typeof aiCitation>, AiCitation>,
  Same<z.infer<typeof aiMode>, AiMode>,
  Same<z.infer<typeof aiAnswerStatus>, AiAnswerStatus>,
  Same<z.infer<typeof aiMessage>, AiMessage>,
  Same<z.infer<typeof aiConversationSummary>, AiConversationSummary>,
  Same<z.infer<typeof aiConversation>, AiConversation>,
  Same<z.infer<typeof aiInfo>, AiInfo>,
] = [true, true, true, true, true, true, true, true];
