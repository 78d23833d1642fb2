// @vitest-environment jsdom
// happy-dom (the web tests' default DOM) confuses DOMPurify into keeping scripts and handlers, so the
// sanitizer's rules are checked on jsdom, a DOM DOMPurify supports, as browsers are.
import { describe, expect, it } from 'vitest';
import { loadSanitizer } from './sanitizer';

describe('rich text sanitizer', () => {
  it('drops scripts, event handlers, javascript: links and form controls, keeping the text', async () => {
    const sanitize = await loadSanitizer();
    const out = sanitize(
      '<p>要闻<script>alert(1)</script></p><img src="/media/a.png" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">点我</a><form><input value="x"><button>提交</button></form>',
    );
    expect(out).toContain('<p>要闻</p>');
    expect(out).not.toMatch(/script|onerror|javascript:|<form|<input|<button/i);
    expect(out).toContain('点我');
  });

  it('lazy-loads pictures and opens outside links in a new tab without an opener', async () => {
    const sanitize = await loadSanitizer();
    const out = sanitize('<img src="/media/a.png"><a href="https://www.sse.com.cn/">上交所</a>');
    expect(out).toMatch(/<img[^>]*loading="lazy"/);
    expect(out).toMatch(/<a[^>]*target="_blank"[^>]*rel="noopener noreferrer"/);
  });

  it('gives a picture without a text alternative an empty one (decoration), keeping those it has', async () => {
    const sanitize = await loadSanitizer();
    const out = sanitize('<img src="/a.png"><img src="/b.png" title="走势图"><img src="/c.png" alt="K线">');
    expect([...out.matchAll(/alt="([^"]*)"/g)].map((m) => m[1])).toEqual(['', '走势图', 'K线']);
  });
});
