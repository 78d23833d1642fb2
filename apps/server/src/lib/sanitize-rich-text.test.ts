import { describe, expect, it } from 'vitest';
import { isAllowedImageSrc, isBlankChatHtml, sanitizeChatHtml, sanitizeRichText } from './sanitize-rich-text';

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

describe('sanitizeChatHtml', () => {
  it('keeps inline formatting and pictures from the web, uploads and media', () => {
    expect(
      sanitizeChatHtml(
        '<p><b>重点</b><em>关注</em><u>量能</u><span>😀</span><br><img src="/uploads/live/202601/a.png"><img src="https://cdn.example.com/a.jpg"></p>',
      ),
    ).toBe(
      '<p><b>重点</b><em>关注</em><u>量能</u><span>😀</span><br /><img src="/uploads/live/202601/a.png" /><img src="https://cdn.example.com/a.jpg" /></p>',
    );
  });
  it('drops scripts, handlers, styles, links, frames and pictures from anywhere else', () => {
    const out = sanitizeChatHtml(
      '<p style="color:red" onmouseover="x()">文字<script>alert(1)</script><a href="https://x.example">链接</a><iframe src="https://x.example"></iframe><img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"><img src="//evil.example/a.png"><img src="/api/member/get/info"><img src="/uploads/../data/pglite"></p>',
    );
    expect(out).toBe('<p>文字链接</p>');
  });
  it('knows when nothing is left', () => {
    expect(isBlankChatHtml(sanitizeChatHtml('<script>x</script><p> &nbsp; </p><br>'))).toBe(true);
    expect(isBlankChatHtml('<img src="/media/a.svg" />')).toBe(false);
    expect(isBlankChatHtml('<p>0</p>')).toBe(false);
  });
  it('accepts picture sources only from the allowed places', () => {
    expect(isAllowedImageSrc('/media/live/chart-1.svg')).toBe(true);
    expect(isAllowedImageSrc('https://cdn.example.com/a.png')).toBe(true);
    expect(isAllowedImageSrc('javascript:alert(1)')).toBe(false);
    expect(isAllowedImageSrc('/uploads/a b.png')).toBe(false);
    expect(isAllowedImageSrc(null)).toBe(false);
  });
});
