import type { LiveMessage } from '@app/contract/live';
import { describe, expect, it } from 'vitest';
import { belongsToView } from './message-filter';
import { testMessage } from './test-message';

const msg = (extra: Partial<LiveMessage>): LiveMessage =>
  testMessage(1, { content: '<p>x</p>', teacher: null, ...extra });

const byTeacher = (id: number) => msg({ teacher: { id, name: `老师${id}`, avatar: '' } });
const byMember = (id: number) =>
  msg({ memberId: id, member: { id, name: null, nickname: null, avatar: null } });

describe('belongsToView', () => {
  it('keeps only the current category', () => {
    const view = { categoryId: 1, teacherIds: [], ownMemberId: 42 };
    expect(belongsToView(byTeacher(5), view)).toBe(true);
    expect(belongsToView(msg({ categoryId: 2, teacher: byTeacher(5).teacher }), view)).toBe(false);
    expect(belongsToView(byMember(9), view)).toBe(true);
  });

  it("with a teacher filter keeps the chosen teachers' messages and the user's own", () => {
    const view = { categoryId: 1, teacherIds: [5, 8], ownMemberId: 42 };
    expect(belongsToView(byTeacher(5), view)).toBe(true);
    expect(belongsToView(byTeacher(8), view)).toBe(true);
    expect(belongsToView(byTeacher(6), view)).toBe(false);
    expect(belongsToView(byMember(42), view)).toBe(true);
    expect(belongsToView(byMember(9), view)).toBe(false);
    expect(belongsToView(byMember(9), { ...view, ownMemberId: null })).toBe(false);
  });
});
