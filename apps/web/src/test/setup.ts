import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setupAntdMobileRender } from '../lib/antd-render';
import '../i18n/register-live-catalog';

// antd-mobile's InfiniteScroll looks for its scroll parent through offsetParent, which happy-dom lacks.
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return this.parentElement;
  },
});

// Toast and Dialog render imperatively; under React 19 they need the createRoot bridge.
setupAntdMobileRender();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
