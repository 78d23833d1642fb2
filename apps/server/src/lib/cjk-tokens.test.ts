import { describe, expect, it } from 'vitest';
import { queryTokens, tokenize, tsqueryLiteral, tsvectorLiteral } from './cjk-tokens';

describe('Chinese bigram tokens', () => {
  it('splits Han runs into overlapping bigrams and keeps latin words whole', () => {
    expect(tokenize('市盈率PE估值')).toEqual(['市盈', '盈率', 'pe', '估值']);
  });

  it('drops joiners and question words, so a question keeps its topic', () => {
    expect(queryTokens('什么是市盈率？')).toEqual(['市盈', '盈率']);
    expect(queryTokens('如何控制仓位')).toEqual(['控制', '制仓', '仓位']);
  });

  it('keeps a lone Han character only when nothing longer is left', () => {
    expect(queryTokens('股')).toEqual(['股']);
    expect(queryTokens('股 基金')).toEqual(['基金']);
  });

  it('never lets quotes or backslashes into a literal', () => {
    const literal = tsvectorLiteral("O'Neil \\ 杯柄", "it's");
    expect(literal).not.toMatch(/\\/);
    expect(literal).toContain("'杯柄':3A");
    expect(tsqueryLiteral(queryTokens("'); drop table x; --"))).toBe("'drop' | 'table'");
  });

  it('counts repeats with positions and marks title tokens', () => {
    expect(tsvectorLiteral('均线', '均线 均线')).toBe("'均线':1A,2,3");
  });
});
