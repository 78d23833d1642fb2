import { describe, expect, it } from 'vitest';
import { deferAppStylesheet } from './async-app-stylesheet';

describe("the built page's own stylesheet", () => {
  it('is preloaded and marked for the entry to apply, no longer blocking the first paint', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-BNA-GgWN.js"></script>\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-DPArfF6Q.css">';
    const out = deferAppStylesheet(html);
    expect(out).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/index-DPArfF6Q.css" data-app-stylesheet>',
    );
    expect(out).not.toContain('rel="stylesheet"');
    expect(out).toContain('<script type="module" crossorigin src="/assets/index-BNA-GgWN.js"></script>');
  });

  it('leaves other stylesheets alone', () => {
    const html = '<link rel="stylesheet" href="/assets/katex-abc.css">';
    expect(deferAppStylesheet(html)).toBe(html);
  });
});
