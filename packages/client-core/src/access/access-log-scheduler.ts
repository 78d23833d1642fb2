/** SPEC §9: page views are logged every 3000 ms, every 10000 ms on the live video page. */
export const ACCESS_LOG_INTERVAL_MS = 3000;
export const ACCESS_LOG_LIVE_VIDEO_INTERVAL_MS = 10_000;

/** What one tick sends: the first has no id; later ones carry the id the server returned. */
export interface AccessLogTick {
  url: string;
  clientTitle: string;
  id?: string;
  endDate?: string;
}

export interface AccessLogDeps {
  /** Posts one record; resolves with the record handle the server returned (or null). */
  send: (tick: AccessLogTick) => Promise<string | null>;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  now: () => Date;
}

export interface AccessLogView {
  url: string;
  /** Read at each post: a page sets its document title after it loads. */
  title: () => string;
  intervalMs: number;
}

/**
 * Logs one page view (SPEC §4 access logging): the view is posted at once, then again each interval
 * after the previous answer (never overlapping requests) until stop() is called, i.e. the page changed.
 * Later posts carry the record id and an end date, so the server keeps one record per view.
 */
export function startAccessLog(view: AccessLogView, deps: AccessLogDeps): () => void {
  let stopped = false;
  let timer: unknown = null;
  let id: string | undefined;

  const tick = async () => {
    timer = null;
    const body: AccessLogTick = { url: view.url, clientTitle: view.title() };
    if (id !== undefined) {
      body.id = id;
      body.endDate = deps.now().toISOString();
    }
    try {
      const returned = await deps.send(body);
      if (returned !== null) id = returned;
    } catch {
      // A failed post is retried at the next tick; logging never bothers the user.
    }
    if (!stopped) timer = deps.setTimer(() => void tick(), view.intervalMs);
  };

  void tick();
  return () => {
    stopped = true;
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
  };
}
