import WebSocket from 'ws';

/** Waits for the next recorded frame of a type (and matching a test), each frame handed out once. */
export type NextFrame<F extends { type: string }> = <T extends F['type']>(
  type: T,
  match?: (frame: Extract<F, { type: T }>) => boolean,
  timeoutMs?: number,
) => Promise<Extract<F, { type: T }>>;

/**
 * Records every JSON frame a test socket receives, in arrival order, so a test waits for the frame it
 * expects instead of sleeping. Each frame goes to the first wait that matches it.
 */
export function recordFrames<F extends { type: string }>(ws: WebSocket) {
  const frames: F[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as F);
    for (const wake of waiters.splice(0)) wake();
  });
  ws.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const used = new Set<number>();
  const next: NextFrame<F> = async (type, match, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = frames.findIndex(
        (f, index) => !used.has(index) && f.type === type && (!match || match(f as never)),
      );
      if (i >= 0) {
        used.add(i);
        return frames[i] as never;
      }
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  return {
    frames,
    next,
    closed,
    send: (frame: unknown) => ws.send(JSON.stringify(frame)),
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
}
