import { missingModelIn, ollamaEndpoint, ollamaErrorText } from './ollama-endpoint';

/** Turns texts into vectors of their meaning (one per text, in order). */
export interface Embedder {
  embed(texts: string[]): Promise<number[][]>;
}

const EMBED_TIMEOUT_MS = 30_000;

/** Ollama's `/api/embed` {model, input: [...]} → {embeddings: [[...], ...]}. */
export function createOllamaEmbedder(options: { url: string; model: string }): Embedder {
  const endpoint = ollamaEndpoint(options.url, '/api/embed');
  return {
    async embed(texts) {
      if (texts.length === 0) return [];
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: options.model, input: texts }),
        signal: AbortSignal.timeout(EMBED_TIMEOUT_MS),
      });
      if (!response.ok) {
        const error = await ollamaErrorText(response);
        if (response.status === 404 && missingModelIn(error))
          throw new Error(`ollama embed: no model ${options.model}; run "ollama pull ${options.model}"`);
        throw new Error(`ollama embed: HTTP ${response.status}${error ? `: ${error}` : ''}`);
      }
      const body = (await response.json()) as { embeddings?: unknown };
      const vectors = body.embeddings;
      if (
        !Array.isArray(vectors) ||
        vectors.length !== texts.length ||
        !vectors.every((v) => Array.isArray(v) && v.every((x) => typeof x === 'number'))
      )
        throw new Error('ollama embed: unexpected answer');
      return vectors as number[][];
    },
  };
}
