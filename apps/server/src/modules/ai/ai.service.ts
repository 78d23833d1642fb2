import {
  AI_CONVERSATION_TITLE_MAX,
  AI_HISTORY_TURNS,
  AI_NOTICE_SUFFIX,
  AI_QUESTION_MAX_CHARS,
  AI_SUGGESTIONS,
  AiText,
  type AiAnswerStatus,
  type AiChatRequest,
  type AiConversation,
  type AiConversationSummary,
  type AiInfo,
  type AiStreamEvent,
} from '@app/contract/ai';
import { Msg } from '@app/contract/messages';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { offsetOf, type PageQuery } from '../../lib/paging';
import type { RateLimit } from '../../lib/rate-limit/rate-limits';
import type { Viewer } from '../../lib/viewer';
import { AiProviderError, type AiProvider, type ChatTurn } from '../../providers/ai/ai-provider';
import { streamPieces } from '../../providers/ai/builtin-ai-provider';
import type { Embedder } from '../../providers/ai/embedder';
import type { AiIndex } from './ai-index';
import { createAiRetrieval } from './ai-retrieval';
import { answerGivesAdvice, judgeQuestion, systemPrompt } from './ai-policy';
import { toAiConversation, toAiSummary } from './ai.presenter';
import { createAnswerAccess, recordQuotes } from './answer-access';
import type { AiRepository } from './ai.repository';

/** Closes every stored and streamed answer (REFERENCE §7.4). */
const NOTICE_SUFFIX = AI_NOTICE_SUFFIX;

/** What the member asked, checked and stored before the answer streams (failures here are envelopes). */
export interface PreparedAnswer {
  events: AsyncGenerator<AiStreamEvent>;
}

const failureText = (error: unknown) => {
  if (error instanceof AiProviderError) {
    if (error.failure === 'unreachable') return AiText.modelUnreachable;
    if (error.failure === 'model-missing') return AiText.modelMissing(error.model ?? '');
    if (error.failure === 'timeout') return AiText.modelTimeout;
  }
  return AiText.modelFailed;
};

const statusOf = (doneReason: string | null): AiAnswerStatus => (doneReason === 'length' ? 'length' : 'done');

export function createAiService(deps: {
  repo: AiRepository;
  index: AiIndex;
  provider: AiProvider;
  clock: Clock;
  appName: string;
  limits: { perMinute: RateLimit; perDay: RateLimit };
  /** Pacing of refusals streamed like answers. */
  pieceDelayMs: number;
  /** With an embedding model, retrieval also ranks the word matches by meaning. */
  embedder?: Embedder;
  onProviderError?: (error: unknown) => void;
  /** Each finished answer, for the log: how it ended and the model's token counts. */
  onAnswered?: (answer: {
    status: AiAnswerStatus;
    promptTokens: number | null;
    completionTokens: number | null;
    ms: number;
  }) => void;
}) {
  const { repo, provider } = deps;
  const answerAccess = createAnswerAccess(repo);

  const { retrieve } = createAiRetrieval({
    repo,
    index: deps.index,
    embedder: deps.embedder,
    onProviderError: deps.onProviderError,
  });

  async function spendBudget(memberId: number) {
    const key = `m:${memberId}`;
    if (!(await deps.limits.perMinute.take(key)).ok) throw new TooManyRequestsError(Msg.tooManyRequests);
    if (!(await deps.limits.perDay.take(key)).ok) throw new TooManyRequestsError(Msg.dailyQuotaReached);
  }

  /** Earlier turns for the model: answers without their notice, failed ones left out. */
  function history(rows: Awaited<ReturnType<AiRepository['messages']>>): ChatTurn[] {
    return rows
      .filter((m) => m.role === 'user' || ['done', 'length', 'stopped'].includes(m.status))
      .slice(-AI_HISTORY_TURNS * 2)
      .map((m) => ({
        role: m.role,
        content: m.role === 'assistant' ? m.content.replace(NOTICE_SUFFIX, '') : m.content,
      }));
  }

  async function* refusal(text: string, signal: AbortSignal): AsyncGenerator<string> {
    for (const piece of streamPieces(text)) {
      if (signal.aborted) return;
      yield piece;
      if (deps.pieceDelayMs > 0) await new Promise((r) => setTimeout(r, deps.pieceDelayMs));
    }
  }

  return {
    info(): AiInfo {
      return { mode: provider.mode, name: provider.name, suggestions: [...AI_SUGGESTIONS] };
    },

    retrieve,

    async conversations(
      memberId: number,
      query: PageQuery,
    ): Promise<{ rows: AiConversationSummary[]; total: number }> {
      const { rows, total } = await repo.conversationsPage(memberId, query.pageSize, offsetOf(query));
      return { rows: rows.map(toAiSummary), total };
    },

    /** Quotes of content the viewer no longer holds come back locked. */
    async conversation(id: number, memberId: number, viewer: Viewer): Promise<AiConversation> {
      const row = await repo.conversationOf(id, memberId);
      if (!row) throw new NotFoundError(AiText.conversationNotFound);
      return toAiConversation(row, await answerAccess.visibleTo(await repo.messages(id), viewer));
    },

    async remove(id: number, memberId: number): Promise<void> {
      if (!(await repo.deleteConversation(id, memberId)))
        throw new NotFoundError(AiText.conversationNotFound);
    },

    /**
     * Checks the question, spends the member's budget, stores the question and an answer in progress, then
     * returns the stream of the answer. `signal` aborts when the member stops or leaves: the model is told
     * to stop (the connection to it closes) and the partial answer is kept.
     */
    async ask(
      request: AiChatRequest,
      memberId: number,
      viewer: Viewer,
      signal: AbortSignal,
    ): Promise<PreparedAnswer> {
      const now = deps.clock.now();
      let conversation = request.conversationId
        ? await repo.conversationOf(request.conversationId, memberId)
        : null;
      if (request.conversationId && !conversation) throw new NotFoundError(AiText.conversationNotFound);

      let question: string;
      let questionId: number;
      let earlier: ChatTurn[] = [];
      if (request.regenerate) {
        if (!conversation) throw new ValidationError(AiText.nothingToRegenerate);
        // The model reads earlier answers as the member may read them now.
        const rows = await answerAccess.visibleTo(await repo.messages(conversation.id), viewer);
        const lastQuestion = rows.findLast((m) => m.role === 'user');
        if (!lastQuestion) throw new ValidationError(AiText.nothingToRegenerate);
        await spendBudget(memberId);
        await repo.deleteMessagesAfter(conversation.id, lastQuestion.id);
        question = lastQuestion.content;
        questionId = lastQuestion.id;
        earlier = history(rows.filter((m) => m.id < lastQuestion.id));
      } else {
        question = (request.content ?? '').trim();
        if (!question) throw new ValidationError(AiText.emptyQuestion);
        if ([...question].length > AI_QUESTION_MAX_CHARS) throw new ValidationError(AiText.tooLong);
        await spendBudget(memberId);
        if (conversation)
          earlier = history(await answerAccess.visibleTo(await repo.messages(conversation.id), viewer));
        conversation ??= await repo.createConversation(
          memberId,
          [...question.replace(/\s+/g, ' ')].slice(0, AI_CONVERSATION_TITLE_MAX).join(''),
          now,
        );
        questionId = (
          await repo.addMessage({
            conversationId: conversation.id,
            role: 'user',
            content: question,
            createdAt: now,
          })
        ).id;
      }
      const conversationId = conversation.id;
      const isNewConversation = !request.conversationId;

      const verdict = judgeQuestion(question);
      // Other members' questions are never searched for; advice questions still get learning material.
      const { passages, citations, paid } =
        verdict === 'otherMembers'
          ? { passages: [], citations: [], paid: [] }
          : await retrieve(question, viewer);
      const answer = await repo.addMessage({
        conversationId,
        role: 'assistant',
        content: '',
        citations,
        status: 'streaming',
        mode: provider.mode,
        model: provider.name,
        createdAt: deps.clock.now(),
      });
      await repo.touchConversation(conversationId, deps.clock.now());

      async function* events(): AsyncGenerator<AiStreamEvent> {
        yield {
          type: 'start',
          conversationId,
          questionId,
          answerId: answer.id,
          mode: provider.mode,
          model: provider.name,
          citations,
        };
        let text = '';
        let status: AiAnswerStatus = 'done';
        let end = {
          doneReason: null as string | null,
          promptTokens: null as number | null,
          completionTokens: null as number | null,
        };
        // Our own stop (a policy cut) and the member's both close the model's connection.
        const upstream = new AbortController();
        const stopUpstream = () => upstream.abort();
        // A member who left while the question was being prepared never reaches the model.
        if (signal.aborted) upstream.abort();
        signal.addEventListener('abort', stopUpstream, { once: true });
        try {
          if (verdict !== 'ok') {
            status = 'refused';
            const said = verdict === 'advice' ? AiText.refuseAdvice : AiText.refuseOtherMembers;
            for await (const piece of refusal(said, signal)) {
              text += piece;
              yield { type: 'delta', text: piece };
            }
          } else {
            const messages: ChatTurn[] = [
              { role: 'system', content: systemPrompt(deps.appName, passages) },
              ...earlier,
              { role: 'user', content: question },
            ];
            for await (const part of provider.answer({
              messages,
              question,
              passages,
              signal: upstream.signal,
            })) {
              if (part.type === 'end') {
                end = part;
                status = statusOf(part.doneReason);
                break;
              }
              text += part.text;
              yield { type: 'delta', text: part.text };
              if (provider.mode === 'ollama' && answerGivesAdvice(text)) {
                status = 'policy';
                upstream.abort();
                text += `\n\n${AiText.policyStop}`;
                yield { type: 'delta', text: `\n\n${AiText.policyStop}` };
                break;
              }
            }
          }
          if (signal.aborted) status = 'stopped';
        } catch (error) {
          if (signal.aborted) {
            status = 'stopped';
          } else {
            deps.onProviderError?.(error);
            if (!text && !request.regenerate) {
              // Nothing was said: the question goes back to the member's input, not into the history.
              await repo.deleteMessagesAfter(conversationId, questionId - 1);
              if (isNewConversation) await repo.deleteConversation(conversationId, memberId);
            } else if (!text) {
              await repo.deleteMessagesAfter(conversationId, questionId);
            } else {
              await repo.finishMessage(answer.id, {
                content: text,
                citations: recordQuotes(text, citations, paid),
                status: 'error',
                doneReason: null,
                promptTokens: null,
                completionTokens: null,
              });
            }
            yield { type: 'error', msg: failureText(error) };
            return;
          }
        } finally {
          signal.removeEventListener('abort', stopUpstream);
        }
        const content = text + NOTICE_SUFFIX;
        await repo.finishMessage(answer.id, {
          content,
          citations: recordQuotes(content, citations, paid),
          status,
          ...end,
        });
        deps.onAnswered?.({
          status,
          promptTokens: end.promptTokens,
          completionTokens: end.completionTokens,
          ms: deps.clock.now().getTime() - now.getTime(),
        });
        if (!signal.aborted) {
          yield { type: 'delta', text: NOTICE_SUFFIX };
          yield {
            type: 'done',
            status,
            promptTokens: end.promptTokens,
            completionTokens: end.completionTokens,
          };
        }
      }
      return { events: events() };
    },
  };
}
export type AiService = ReturnType<typeof createAiService>;
