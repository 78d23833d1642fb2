import { describe, expect, it } from 'vitest';
import { applyAppStylesheet } from './app-stylesheet';

/** The marked link as the browser has it: its rel, and the load or error event it fires. */
class PreloadedLink extends EventTarget {
  rel = 'preload';
}
const pageWith = (link: PreloadedLink | null) => ({ querySelector: () => link }) as unknown as Document;

describe('the app stylesheet applied before the first render', () => {
  it('turns the preload into the stylesheet and waits until it has loaded', async () => {
    const link = new PreloadedLink();
    let applied = false;
    const done = applyAppStylesheet(pageWith(link)).then(() => {
      applied = true;
    });
    expect(link.rel).toBe('stylesheet');
    await Promise.resolve();
    expect(applied).toBe(false);
    link.dispatchEvent(new Event('load'));
    await done;
    expect(applied).toBe(true);
  });

  it('does not hold the app when the file fails to load', async () => {
    const link = new PreloadedLink();
    const done = applyAppStylesheet(pageWith(link));
    link.dispatchEvent(new Event('error'));
    await expect(done).resolves.toBeUndefined();
  });

  it('resolves at once without a marked stylesheet (the dev server)', async () => {
    await expect(applyAppStylesheet(pageWith(null))).resolves.toBeUndefined();
  });
});
