import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOllamaRequest {
  path: string;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
  /** The caller closed the connection before the answer ended. */
  aborted: boolean;
  /** When the connection closed (ms since epoch), if it did. */
  closedAt: number | null;
  startedAt: number;
}

/** How the fake answers one request: write what the test wants, as slowly as it wants. */
export type FakeScript = (res: ServerResponse, request: FakeOllamaRequest) => void | Promise<void>;

/** One NDJSON line of a /api/chat stream. */
export const chunkLine = (content: string) =>
  `${JSON.stringify({ model: 'fake', created_at: new Date().toISOString(), message: { role: 'assistant', content }, done: false })}\n`;
export const doneLine = (reason = 'stop', promptTokens = 42, completionTokens = 7) =>
  `${JSON.stringify({ model: 'fake', done: true, done_reason: reason, total_duration: 1, prompt_eval_count: promptTokens, eval_count: completionTokens })}\n`;

/** Ollama's answer for a model it does not have: HTTP 404 with an error body. */
export function modelNotFound(res: ServerResponse, model: string) {
  res.statusCode = 404;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ error: `model '${model}' not found` }));
}

/**
 * A loopback stand-in for Ollama's POST /api/chat (REFERENCE §7.1): streams scripted NDJSON, in packets the
 * test chooses (split mid-line, even mid-character), and records whether the caller hung up early.
 */
export async function startFakeOllama() {
  const requests: FakeOllamaRequest[] = [];
  let script: FakeScript = (res) => {
    res.end(chunkLine('你好') + doneLine());
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('end', () => {
      const record: FakeOllamaRequest = {
        path: req.url ?? '',
        body: raw ? (JSON.parse(raw) as FakeOllamaRequest['body']) : {},
        aborted: false,
        closedAt: null,
        startedAt: Date.now(),
      };
      requests.push(record);
      res.on('close', () => {
        record.closedAt = Date.now();
        if (!res.writableFinished) record.aborted = true;
      });
      // Set, not written: a script may still answer another status (404 for a missing model).
      res.statusCode = 200;
      res.setHeader('content-type', 'application/x-ndjson');
      void script(res, record);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    answerWith(next: FakeScript) {
      script = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeOllama = Awaited<ReturnType<typeof startFakeOllama>>;

/** Writes packets one after another with a pause, stopping when the caller has gone. */
export async function writeSlowly(res: ServerResponse, packets: (string | Buffer)[], gapMs: number) {
  for (const packet of packets) {
    if (res.destroyed) return;
    res.write(packet);
    await new Promise((r) => setTimeout(r, gapMs));
  }
}

/** Waits until `check` holds (polling), failing after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
