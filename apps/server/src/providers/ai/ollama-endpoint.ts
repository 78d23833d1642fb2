/**
 * The address of one of Ollama's API paths under OLLAMA_URL, keeping any path prefix the URL has: Ollama
 * behind a proxy at http://host/ollama answers at /ollama/api/chat, which `new URL('/api/chat', base)`
 * would drop.
 */
export function ollamaEndpoint(base: string, apiPath: `/api/${string}`): string {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${apiPath}`;
  return url.toString();
}

/** Whether Ollama's error is its "model 'x' not found" (the model was never pulled). */
export function missingModelIn(error: string | undefined): boolean {
  return typeof error === 'string' && /\bmodel\b.*\bnot found\b/i.test(error);
}

/** Ollama's error text from a failed answer's body ({"error": "..."}), or undefined. */
export async function ollamaErrorText(response: { text(): Promise<string> }): Promise<string | undefined> {
  try {
    const parsed = JSON.parse(await response.text()) as { error?: unknown };
    return typeof parsed.error === 'string' ? parsed.error.slice(0, 500) : undefined;
  } catch {
    return undefined;
  }
}
