import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../i18n/register-content-catalog';
import { renderAt } from '../../../test/render';
import { TextRoomCards } from './teacher-sections';

const room = (id: number, title: string, lastMessageAt: string | null, heat = 0) => ({
  id,
  typeCode: 'word' as const,
  title,
  pic: '/media/x.svg',
  description: '',
  isOpenComment: 1,
  teachers: [],
  heat,
  lastMessageAt,
});

describe('TextRoomCards', () => {
  it('shows when a text room last spoke, its heat before any message, and opens the room', () => {
    const onOpen = vi.fn();
    renderAt(
      <TextRoomCards
        items={[room(1, '陈知远图文直播', new Date().toISOString()), room(2, '新开的直播间', null, 321)]}
        onOpen={onOpen}
      />,
    );
    expect(screen.getByText('最近发言 刚刚')).toBeTruthy();
    expect(screen.getByText('热度 321')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /新开的直播间/ }));
    expect(onOpen).toHaveBeenCalledWith(2);
  });
});
