// @vitest-environment jsdom
// happy-dom (the web tests' default DOM) confuses DOMPurify into keeping scripts and handlers, so the
// sanitizer's rules are checked on jsdom, a DOM DOMPurify supports, as browsers are.
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('rich text addresses', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("puts the server's bare picture paths on the API's address when the app runs elsewhere (native shell)", async () => {
    vi.stubEnv('VITE_API_BASE', 'https://api.example.com/');
    const sanitize = await loadSanitizer();
    const out = sanitize(
      '<p><img src="/media/news/a.png"><img src=" /uploads/2026/b.jpg"></p>' +
        '<img src="https://cdn.example.com/c.png"><img src="data:image/png;base64,/9j/x">' +
        '<video src="/media/v.mp4" poster="/media/v.jpg"></video>',
    );
    const doc = new DOMParser().parseFromString(out, 'text/html');
    expect([...doc.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://api.example.com/media/news/a.png',
      'https://api.example.com/uploads/2026/b.jpg',
      'https://cdn.example.com/c.png',
      'data:image/png;base64,/9j/x',
    ]);
    const video = doc.querySelector('video');
    expect(video?.getAttribute('src')).toBe('https://api.example.com/media/v.mp4');
    expect(video?.getAttribute('poster')).toBe('https://api.example.com/media/v.jpg');
  });

  it('leaves the paths as they are in a browser on our own site', async () => {
    vi.stubEnv('VITE_API_BASE', '');
    const sanitize = await loadSanitizer();
    expect(sanitize('<img src="/media/news/a.png">')).toMatch(/<img src="\/media\/news\/a.png"/);
  });
});
