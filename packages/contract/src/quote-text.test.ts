import { describe, expect, it } from 'vitest';
import { reduceQuoteText } from './quote-text';

describe('reduceQuoteText', () => {
  it('keeps only Chinese characters and digits', () => {
    expect(reduceQuoteText('<p>老师，600519 <b>还能</b>拿吗？ OK 😀</p>')).toBe('老师600519还能拿吗');
  });

  it('says 图片 for a message that is only a picture', () => {
    expect(reduceQuoteText('<img src="/uploads/a.png">')).toBe('图片');
    expect(reduceQuoteText('', '/uploads/a.png')).toBe('图片');
  });

  it('ignores entities and markup', () => {
    expect(reduceQuoteText('&nbsp;&lt;script&gt;仓位&amp;节奏')).toBe('仓位节奏');
  });
});
