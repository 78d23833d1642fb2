import { whenAppShown } from './first-screen';

/** How long an idle wait may last before the task runs anyway (a page that never idles still gets it). */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` once the page has loaded, the app shows its first page (not the server's first screen) and
 * the browser is idle: background work (the update check, say) then does not compete with the first page's
 * scripts and calls. Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function')
      idleHandle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(run, 0);
  };
  let stopWaitingForApp: (() => void) | undefined;
  const afterLoad = () => {
    if (!cancelled) stopWaitingForApp = whenAppShown(schedule);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    stopWaitingForApp?.();
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
