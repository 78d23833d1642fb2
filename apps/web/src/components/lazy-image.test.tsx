import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ID } from '@app/contract/first-screen';
import { putServerFirstScreen, removeServerFirstScreen } from '../test/server-first-screen';

// The hook keeps "the user has interacted" for the page's life: every test starts from a fresh module.
async function freshLazyImage() {
  vi.resetModules();
  return (await import('./lazy-image')).LazyImage;
}

/** happy-dom lays nothing out: these boxes get a size, and the observer reports on request. */
function layOut() {
  const observed: Element[] = [];
  let report: IntersectionObserverCallback = () => undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  const seen = (element: Element, intersectionRatio = 0.5) =>
    act(() =>
      report(
        [
          {
            target: element,
            isIntersecting: true,
            intersectionRatio,
            boundingClientRect: new DOMRect(0, 900, 100, 60),
          } as IntersectionObserverEntry,
        ],
        {} as never,
      ),
    );
  return { observed, seen };
}

describe('LazyImage', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reserves its box by ratio and loads lazily, decoding off the main thread', async () => {
    const LazyImage = await freshLazyImage();
    const { container } = render(<LazyImage src="/media/a.svg" alt="封面" ratio={4 / 3} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.aspectRatio).toMatch(/^1\.333/);
    // A box the page lays out without size (here: nothing is laid out) is the browser's to load.
    await waitFor(() => expect(box.querySelector('img')).not.toBeNull());
    const img = box.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/a.svg');
    expect(img.getAttribute('alt')).toBe('封面');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the page main picture at once and ahead of the others', async () => {
    const LazyImage = await freshLazyImage();
    layOut();
    const { container } = render(<LazyImage src="/media/banner.svg" alt="" priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('keeps an empty box off screen until it is seen', async () => {
    const LazyImage = await freshLazyImage();
    const { observed, seen } = layOut();
    const { container } = render(<LazyImage src="/media/avatar.svg" alt="" ratio={1} />);
    const box = container.firstElementChild!;
    expect(box.querySelector('img')).toBeNull();
    expect(observed).toEqual([box]);

    // Touching the edge (a carousel's next slide beside the current one) is not being seen.
    seen(box, 0);
    expect(box.querySelector('img')).toBeNull();
    seen(box);
    expect(box.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('hands every waiting picture to the browser once the user touches the page', async () => {
    const LazyImage = await freshLazyImage();
    layOut();
    const { container } = render(
      <>
        <LazyImage src="/media/1.svg" alt="" />
        <LazyImage src="/media/2.svg" alt="" />
      </>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(0);

    fireEvent.pointerDown(document.body);
    expect(container.querySelectorAll('img')).toHaveLength(2);
    // Pictures that mount later do not wait any more.
    const later = render(<LazyImage src="/media/3.svg" alt="" />);
    expect(later.container.querySelector('img')).not.toBeNull();
  });

  it('draws at once a picture the server’s first screen shows, as many times as it shows it', async () => {
    const LazyImage = await freshLazyImage();
    layOut();
    putServerFirstScreen('要闻');
    const shown = document.createElement('img');
    shown.src = '/media/news/cover-market.svg';
    document.getElementById(FIRST_SCREEN_ID)!.append(shown);
    try {
      const { container } = render(
        <>
          <LazyImage src="/media/news/cover-market.svg" alt="" />
          <LazyImage src="/media/news/cover-macro.svg" alt="" />
          <LazyImage src="/media/news/cover-market.svg" alt="" />
        </>,
      );
      const drawn = container.querySelectorAll('img');
      expect(drawn).toHaveLength(1);
      expect(drawn[0]!.getAttribute('src')).toBe('/media/news/cover-market.svg');
      expect(drawn[0]!.getAttribute('loading')).toBe('eager');
    } finally {
      removeServerFirstScreen();
    }
  });

  it('shows a quiet placeholder for a missing or broken picture', async () => {
    const LazyImage = await freshLazyImage();
    const missing = render(<LazyImage src={null} alt="" />);
    expect(missing.container.querySelector('img')).toBeNull();
    const broken = render(<LazyImage src="/media/gone.svg" alt="" />);
    await waitFor(() => expect(broken.container.querySelector('img')).not.toBeNull());
    fireEvent.error(broken.container.querySelector('img')!);
    expect(broken.container.querySelector('img')).toBeNull();
  });
});
