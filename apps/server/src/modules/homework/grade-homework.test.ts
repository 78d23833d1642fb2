import { describe, expect, it } from 'vitest';
import { MemberCenterMsg } from '@app/contract/member-center';
import { gradeHomework } from './grade-homework';

const questions = [
  { id: 1, type: 'single' as const, options: ['a', 'b', 'c', 'd'], answer: 'B', score: 40 },
  { id: 2, type: 'multiple' as const, options: ['a', 'b', 'c', 'd', 'e'], answer: 'ACE', score: 60 },
];

describe('gradeHomework', () => {
  it('scores right answers fully and a partly right multiple choice as wrong', () => {
    expect(
      gradeHomework(questions, [
        { questionId: 1, choice: 'B' },
        { questionId: 2, choice: 'ACE' },
      ]),
    ).toEqual({
      answers: { 1: 'B', 2: 'ACE' },
      score: 100,
      totalScore: 100,
      correctCount: 2,
    });
    const partly = gradeHomework(questions, [
      { questionId: 1, choice: 'B' },
      { questionId: 2, choice: 'AC' },
    ]);
    expect(partly).toMatchObject({ score: 40, correctCount: 1, totalScore: 100 });
  });

  it('refuses missing, foreign, repeated or out-of-range answers', () => {
    const refuse = (sheet: Array<{ questionId: number; choice: string }>) => {
      try {
        gradeHomework(questions, sheet);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refuse([{ questionId: 1, choice: 'B' }])).toBe(MemberCenterMsg.homeworkIncomplete);
    expect(
      refuse([
        { questionId: 1, choice: 'B' },
        { questionId: 9, choice: 'A' },
      ]),
    ).toBe(MemberCenterMsg.homeworkUnknownQuestion);
    expect(
      refuse([
        { questionId: 1, choice: 'B' },
        { questionId: 1, choice: 'A' },
      ]),
    ).toBe(MemberCenterMsg.homeworkUnknownQuestion);
    expect(
      refuse([
        { questionId: 1, choice: 'E' },
        { questionId: 2, choice: 'A' },
      ]),
    ).toBe(MemberCenterMsg.homeworkBadChoice);
    expect(
      refuse([
        { questionId: 1, choice: 'AB' },
        { questionId: 2, choice: 'A' },
      ]),
    ).toBe(MemberCenterMsg.homeworkSingleChoice);
  });
});
