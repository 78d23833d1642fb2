import { describe, expect, it } from 'vitest';
import { riskLevelOf } from '@app/contract/interactive';
import { riskQuestions } from '../../seed/data/risk-questionnaire';
import { maxScoreOf, quizQuestions, scoreAnswers } from './scoring';

describe('scoring', () => {
  const quiz = quizQuestions([
    { title: '上证指数代码是？', options: ['000001', '399001'], correct: 0, score: 10 },
    { title: 'A股涨跌幅限制（主板）', options: ['5%', '10%', '20%'], correct: 1, score: 20 },
  ]);

  it('scores a quiz: points for right answers only', () => {
    expect(quiz).not.toBeNull();
    const q = quiz ?? [];
    expect(maxScoreOf(q)).toBe(30);
    expect(scoreAnswers(q, { '1': 'A', '2': 'B' })).toBe(30);
    expect(scoreAnswers(q, { '1': 'B', '2': 'B' })).toBe(20);
    expect(scoreAnswers(q, { '1': 'B', '2': 'C' })).toBe(0);
  });

  it('refuses missing, extra and unknown choices', () => {
    const q = quiz ?? [];
    expect(scoreAnswers(q, { '1': 'A' })).toBeNull();
    expect(scoreAnswers(q, { '1': 'A', '2': 'D' })).toBeNull();
    expect(scoreAnswers(q, { '1': 'A', '2': 'B', '3': 'A' })).toBeNull();
    expect(scoreAnswers(q, { '1': 'A', '3': 'B' })).toBeNull();
  });

  it('refuses a quiz whose right answer is not one of its options', () => {
    expect(quizQuestions([{ title: 't', options: ['a', 'b'], correct: 2, score: 1 }])).toBeNull();
  });

  it('the seeded risk questionnaire spans C1 to C5', () => {
    expect(maxScoreOf(riskQuestions)).toBe(100);
    const all = (pick: 'min' | 'max') =>
      Object.fromEntries(
        riskQuestions.map((q) => {
          const sorted = [...q.options].sort((a, b) => a.score - b.score);
          return [String(q.id), (pick === 'min' ? sorted[0] : sorted.at(-1))?.key ?? 'A'];
        }),
      );
    expect(riskLevelOf(scoreAnswers(riskQuestions, all('min')) ?? -1).level).toBe('C1');
    expect(riskLevelOf(scoreAnswers(riskQuestions, all('max')) ?? -1).level).toBe('C5');
  });
});
