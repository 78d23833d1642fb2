import { describe, expect, it } from 'vitest';
import { LIVE_QUOTE_MAX_CHARS } from './limits';
import { QUOTE_ELLIPSIS, reduceQuoteText } from './quote-text';

describe('reduceQuoteText', () => {
  it('quotes a trading note as it was written, figures whole', () => {
    const note = '茅台(600519)目标价1,850.5元，止损1,620元，仓位≤20%';
    expect(reduceQuoteText(`<p>${note}</p>`)).toBe(note);
  });

  it('keeps signs, Latin letters, codes and punctuation', () => {
    expect(reduceQuoteText('<p>600519.SH 跌-3.25%，沪深300ETF 仓位≥50%？</p>')).toBe(
      '600519.SH 跌-3.25%，沪深300ETF 仓位≥50%？',
    );
  });

  it('drops markup and emoji, and puts it on one line', () => {
    expect(reduceQuoteText('<p>老师，600519 <b>还能</b>拿吗？ OK 😀</p>\n<p>👍🏻 谢谢 1️⃣</p>')).toBe(
      '老师，600519 还能 拿吗？ OK 谢谢',
    );
    expect(reduceQuoteText('<p>第一行</p><p>第二行</p>')).toBe('第一行 第二行');
  });

  it('reads entities as the characters they stand for, and never code', () => {
    expect(reduceQuoteText('&nbsp;仓位&lt;30%&amp;节奏')).toBe('仓位<30%&节奏');
    expect(reduceQuoteText('<script>alert(1)</script><style>p{}</style>收盘')).toBe('收盘');
  });

  it('says 图片 for a message that is only a picture', () => {
    expect(reduceQuoteText('<img src="/uploads/a.png">')).toBe('图片');
    expect(reduceQuoteText('', '/uploads/a.png')).toBe('图片');
    expect(reduceQuoteText('<p>😀</p>', '/uploads/a.png')).toBe('图片');
  });

  it('shortens a long message with an ellipsis, never in the middle of a figure', () => {
    const long = '复盘'.repeat(40);
    const quoted = reduceQuoteText(long);
    expect(Array.from(quoted)).toHaveLength(LIVE_QUOTE_MAX_CHARS);
    expect(quoted.endsWith(QUOTE_ELLIPSIS)).toBe(true);

    const figure = `${'仓'.repeat(LIVE_QUOTE_MAX_CHARS - 4)}目标价1,850.5元`;
    expect(reduceQuoteText(figure)).toBe(`${'仓'.repeat(LIVE_QUOTE_MAX_CHARS - 4)}目标价${QUOTE_ELLIPSIS}`);
  });
});
