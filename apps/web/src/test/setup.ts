import { cleanup, configure } from '@testing-library/react';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';
import { afterAll, afterEach, vi } from 'vitest';
import { setupAntdMobileRender } from '../lib/antd-render';
import '../i18n/register-live-catalog';

// Lazy chunks (the markdown renderer, charts) load through the module graph: on a busy CI machine that takes
// longer than the library's 1 s default, so waits give the condition time to come true.
configure({ asyncUtilTimeout: 5000 });

// antd-mobile's InfiniteScroll looks for its scroll parent through offsetParent, which happy-dom lacks.
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return this.parentElement;
  },
});

// happy-dom's IntersectionObserver never reports. A browser reports every observed element once at once;
// in a DOM that lays nothing out, each is a box without size at the viewport's corner, which touches it.
class UnlaidIntersectionObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element): void {
    queueMicrotask(() => {
      const rect = new DOMRectReadOnly(0, 0, 0, 0);
      const entry = {
        target,
        isIntersecting: true,
        intersectionRatio: 0,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: performance.now(),
      };
      this.report([entry], this as unknown as IntersectionObserver);
    });
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
Object.defineProperty(window, 'IntersectionObserver', {
  configurable: true,
  writable: true,
  value: UnlaidIntersectionObserver,
});

// Toast and Dialog render imperatively; under React 19 they need the createRoot bridge.
setupAntdMobileRender();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A commit made outside act() leaves its passive effects on React's scheduler, a macrotask away; if the
// file's DOM is torn down first, that task reads `window` and fails the whole run. So before teardown: end
// happy-dom's own pending work (animation frames, timers, fetches) whose callbacks could still commit, then
// wait for a task at idle priority, which the scheduler runs after every task queued before it.
type HappyDomWindow = Window & { happyDOM?: { abort(): Promise<void> } };

afterAll(async () => {
  await (window as HappyDomWindow).happyDOM?.abort();
  await new Promise<void>((resolve) => unstable_scheduleCallback(unstable_IdlePriority, () => resolve()));
});
