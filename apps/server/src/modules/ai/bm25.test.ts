import { describe, expect, it } from 'vitest';
import { createBm25 } from './bm25';

describe('BM25', () => {
  const docs = [
    ['市盈率', '股价', '每股收益'],
    ['市净率', '股价', '净资产'],
    ['股价', '股价', '股价', '成交量'],
    ['均线', '收盘价', '平均'],
  ];
  const bm25 = createBm25(docs);

  it('ranks the document with the rare word first and skips those without any word', () => {
    const found = bm25.search([['市盈率'], ['股价']]);
    expect(found[0]?.doc).toBe(0);
    expect(found.map((m) => m.doc)).not.toContain(3);
  });

  it('matches the textbook formula on one document', () => {
    // idf(市盈率) = ln(1 + (4 − 1 + 0.5) / (1 + 0.5)); document 0 has length 3, the average is 3.25.
    const idf = Math.log(1 + 3.5 / 1.5);
    const norm = 1.2 * (1 - 0.75 + (0.75 * 3) / 3.25);
    const [match] = bm25.search([['市盈率']]);
    expect(match?.score).toBeCloseTo((idf * 2.2) / (1 + norm), 10);
  });

  it('saturates repeated words and favours shorter documents', () => {
    const [top] = bm25.search([['成交量']]);
    expect(top?.doc).toBe(2);
    const once = createBm25([
      ['股价', 'x'],
      ['股价', '股价', '股价', '股价', 'x'],
    ]).search([['股价']]);
    // Four times the word does not score four times as much.
    expect((once[0]?.score ?? 0) / (once[1]?.score ?? 1)).toBeLessThan(2);
  });

  it('says how much of the question a document covers, unknown words included', () => {
    const [both] = bm25.search([['市盈率'], ['每股收益']]);
    expect(both?.coverage).toBeCloseTo(1, 10);
    const [half] = bm25.search([['市盈率'], ['天气']]);
    // 天气 is in no document: the rarest word, so it weighs most, and 市盈率 alone covers less than half.
    expect(half?.doc).toBe(0);
    expect(half?.coverage).toBeLessThan(0.5);
    expect(bm25.search([['天气']])).toEqual([]);
  });

  it('scores a word by its best synonym and covers the word once', () => {
    const [viaSynonym] = bm25.search([['pe', '市盈率']]);
    expect(viaSynonym?.doc).toBe(0);
    expect(viaSynonym?.coverage).toBeCloseTo(1, 10);
  });

  it('answers an empty corpus and an empty question with nothing', () => {
    expect(createBm25([]).search([['市盈率']])).toEqual([]);
    expect(bm25.search([])).toEqual([]);
  });
});
