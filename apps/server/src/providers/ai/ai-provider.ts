import type { AiMode } from '@app/contract/ai';

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A passage of our own content the answer may use (already filtered for what the member may read). */
export interface ContextPassage {
  title: string;
  url: string;
  body: string;
  /** Paid content the member does not hold: body is its public summary only. */
  locked: boolean;
}

export interface AnswerRequest {
  /** System prompt, earlier turns and the question, in order (what a language model reads). */
  messages: ChatTurn[];
  question: string;
  passages: ContextPassage[];
  /** Aborted when the member stops or leaves: the provider must stop work upstream. */
  signal: AbortSignal;
}

export type AnswerPart =
  | { type: 'text'; text: string }
  | {
      type: 'end';
      /** Ollama's done_reason (stop, length...). */
      doneReason: string | null;
      promptTokens: number | null;
      completionTokens: number | null;
    };

/** Who writes the answers: a language model, or the built-in assistant that quotes our content. */
export interface AiProvider {
  mode: AiMode;
  /** Shown to members: 内置助手 or the model's name. */
  name: string;
  /** Yields text as it is written, then one end part. Ends early (without error) when signal aborts. */
  answer(request: AnswerRequest): AsyncIterable<AnswerPart>;
}

/** model-missing: the model server answers but does not have the configured model (ollama pull it). */
export type AiFailure = 'unreachable' | 'failed' | 'timeout' | 'model-missing';

export class AiProviderError extends Error {
  override name = 'AiProviderError';
  constructor(
    readonly failure: AiFailure,
    message: string,
    /** The model the failure is about (model-missing names it to the member). */
    readonly model?: string,
  ) {
    super(message);
  }
}
