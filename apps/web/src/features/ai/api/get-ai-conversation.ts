import { AiApi, type AiConversation } from '@app/contract/ai';
import { getData } from '../../../lib/api-client';

/** GET /api/ai/conversation/{id}: one of the member's conversations with its messages. */
export const getAiConversation = (id: number, signal?: AbortSignal) =>
  getData<AiConversation>(`${AiApi.conversation}/${id}`, undefined, { signal });
