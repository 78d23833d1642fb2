import { describe, expect, it } from 'vitest';
import { hasMath, normalizeMath } from './math-delimiters';

describe('math delimiters', () => {
  it('leaves dollar prices alone', () => {
    expect(normalizeMath('从 $5 到 $8')).toBe('从 $5 到 $8');
    expect(hasMath('从 $5 到 $8')).toBe(false);
  });

  it('rewrites \\( \\) and \\[ \\] to $$', () => {
    expect(normalizeMath('市盈率 \\(PE = P / E\\)')).toBe('市盈率 $$PE = P / E$$');
    expect(normalizeMath('\\[ a^2 \\]')).toBe('\n$$\na^2\n$$\n');
    expect(hasMath('\\(x\\)')).toBe(true);
    expect(hasMath('$$x$$')).toBe(true);
  });

  it('keeps code as written, even an unclosed fence mid-stream', () => {
    expect(normalizeMath('`\\(x\\)` 和 \\(y\\)')).toBe('`\\(x\\)` 和 $$y$$');
    expect(normalizeMath('```\n\\(x\\)')).toBe('```\n\\(x\\)');
  });

  it('waits for a closing delimiter', () => {
    expect(normalizeMath('公式 \\(a + ')).toBe('公式 \\(a + ');
  });
});
