import { Agent, fetch } from 'undici';
import { AI_CHAT_TIMEOUT_MS, AI_MAX_ANSWER_TOKENS } from '@app/contract/ai';
import { AiProviderError, type AiProvider, type AnswerPart } from './ai-provider';
import { ndjsonLines } from './ndjson-lines';
import { missingModelIn, ollamaEndpoint, ollamaErrorText } from './ollama-endpoint';

/**
 * Node's fetch (undici) gives up after 300 s without headers or body data (REFERENCE §7.2): a slow model
 * would be cut at 5 minutes despite the 600 s budget. Our own agent waits past the budget; the budget
 * itself is an abort signal.
 */
const patientAgent = new Agent({
  headersTimeout: AI_CHAT_TIMEOUT_MS + 10_000,
  bodyTimeout: AI_CHAT_TIMEOUT_MS + 10_000,
  connectTimeout: 10_000,
});

interface OllamaLine {
  message?: { content?: string };
  done?: boolean;
  done_reason?: string;
  prompt_eval_count?: number;
  eval_count?: number;
  error?: string;
}

/**
 * A language model behind Ollama's POST /api/chat with stream:true: NDJSON lines of message pieces, then a
 * done line with done_reason and token counts; an {"error"} line may come after HTTP 200. Closing the
 * connection is how Ollama is told to stop, so the member's stop aborts the request.
 */
export function createOllamaAiProvider(options: {
  url: string;
  model: string;
  totalTimeoutMs?: number;
}): AiProvider {
  const endpoint = ollamaEndpoint(options.url, '/api/chat');
  const totalMs = options.totalTimeoutMs ?? AI_CHAT_TIMEOUT_MS;
  return {
    mode: 'ollama',
    name: options.model,
    async *answer({ messages, signal }): AsyncGenerator<AnswerPart> {
      const budget = AbortSignal.timeout(totalMs);
      const both = AbortSignal.any([signal, budget]);
      const failedBy = (error: unknown, during: 'connect' | 'stream'): AiProviderError | null => {
        if (signal.aborted) return null; // the member stopped: not a failure
        if (budget.aborted) return new AiProviderError('timeout', 'the model took longer than the budget');
        const message = error instanceof Error ? error.message : String(error);
        return new AiProviderError(during === 'connect' ? 'unreachable' : 'failed', message);
      };

      let response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            model: options.model,
            messages,
            stream: true,
            // CPU work may go on after a cancel (REFERENCE §7.1): answers are capped.
            options: { num_predict: AI_MAX_ANSWER_TOKENS },
          }),
          signal: both,
          dispatcher: patientAgent,
        });
      } catch (error) {
        const failure = failedBy(error, 'connect');
        if (failure) throw failure;
        return;
      }
      if (!response.ok || !response.body) {
        // Ollama says why in {"error"}: a 404 naming the model means it is not pulled, any other 404 means
        // OLLAMA_URL does not point at an Ollama.
        const error = response.body ? await ollamaErrorText(response) : undefined;
        if (response.status === 404 && missingModelIn(error))
          throw new AiProviderError(
            'model-missing',
            `Ollama has no model ${options.model} (${error}): run "ollama pull ${options.model}" on the Ollama host`,
            options.model,
          );
        throw new AiProviderError(
          response.status === 404 ? 'unreachable' : 'failed',
          `Ollama answered HTTP ${response.status}${error ? `: ${error}` : ''}`,
        );
      }

      try {
        for await (const line of ndjsonLines(response.body)) {
          let parsed: OllamaLine;
          try {
            parsed = JSON.parse(line) as OllamaLine;
          } catch {
            throw new AiProviderError('failed', 'Ollama sent a line that is not JSON');
          }
          if (parsed.error) throw new AiProviderError('failed', parsed.error);
          const text = parsed.message?.content;
          if (text) yield { type: 'text', text };
          if (parsed.done) {
            yield {
              type: 'end',
              doneReason: parsed.done_reason ?? null,
              promptTokens: parsed.prompt_eval_count ?? null,
              completionTokens: parsed.eval_count ?? null,
            };
            return;
          }
        }
      } catch (error) {
        if (error instanceof AiProviderError) throw error;
        const failure = failedBy(error, 'stream');
        if (failure) throw failure;
        return;
      } finally {
        // Leaving early (stop, a policy cut, an error) closes the connection: Ollama stops generating.
        if (!both.aborted) await response.body.cancel().catch(() => undefined);
      }
      if (!signal.aborted) throw new AiProviderError('failed', 'Ollama closed the stream before done');
    },
  };
}
