import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('keeps formatting, lists, tables and local images', () => {
    const html =
      '<h3>标题</h3><p><strong>重点</strong>内容</p><ul><li>一</li></ul><table><tbody><tr><td>1</td></tr></tbody></table><img src="/media/news/cover-fund.svg" alt="图">';
    expect(sanitizeRichText(html)).toBe(html.replace('alt="图">', 'alt="图" />'));
  });

  it('removes scripts, event handlers, styles and dangerous links', () => {
    const out = sanitizeRichText(
      '<p onclick="steal()" style="color:red">hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAAA" onerror="x()"><iframe src="https://evil.example"></iframe>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|style=|javascript:|data:|iframe/i);
    expect(out).toContain('<p>hi</p>');
  });

  it('marks outside links as noopener', () => {
    expect(sanitizeRichText('<a href="https://www.example.com">站外</a>')).toBe(
      '<a href="https://www.example.com" rel="noopener noreferrer nofollow">站外</a>',
    );
  });
});
