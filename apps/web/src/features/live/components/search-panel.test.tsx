import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toYmd } from '@app/client-core/live/search-state';
import type { LiveMessage, LiveTeacher } from '@app/contract/live';
import { Msg } from '@app/contract/messages';
import { renderAt } from '../../../test/render';
import { searchLiveMessages } from '../api/search-live-messages';
import { SearchPopup } from './search-popup';
import { testMessage } from '@app/client-core/live/test-message';

vi.mock('../api/search-live-messages', () => ({ searchLiveMessages: vi.fn() }));
const search = vi.mocked(searchLiveMessages);

const teachers: LiveTeacher[] = [
  { id: 3, name: '王立新', avatar: '/media/t3.png' },
  { id: 5, name: '陈静', avatar: '/media/t5.png' },
];

const message = (id: number, content: string): LiveMessage =>
  testMessage(id, { liveId: 1, content, dateTime: '2026-03-02 10:15:00', teacher: teachers[0]! });

function Harness({ onPick }: { onPick: (msg: LiveMessage) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open search
      </button>
      <SearchPopup
        visible={open}
        liveId={1}
        categoryId={1}
        teachers={teachers}
        onClose={() => setOpen(false)}
        onPick={onPick}
      />
    </>
  );
}

function setup() {
  const onPick = vi.fn();
  renderAt(<Harness onPick={onPick} />);
  fireEvent.click(screen.getByRole('button', { name: 'open search' }));
  return { onPick };
}

const keyword = () => screen.getByTestId('search-keyword') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByTestId('search-submit'));

describe('chat-record search panel', () => {
  beforeEach(() => {
    search.mockReset();
    search.mockResolvedValue({ rows: [message(41, '<p>券商板块放量</p>')], total: 1 });
  });

  it('has its title, the teacher note and asks for a criterion before searching', async () => {
    setup();
    expect(await screen.findByText('聊天记录搜索')).toBeTruthy();
    submit();
    expect(await screen.findByText(Msg.searchEmpty)).toBeTruthy();
    expect(search).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('search-teachers'));
    expect(await screen.findByText('选择老师后，仅展示所选老师的消息和您自己的消息')).toBeTruthy();
  });

  it('shows the date range with 空 for the missing bound and sends the day as YYYY-MM-DD', async () => {
    setup();
    fireEvent.click(await screen.findByTestId('search-begin-date'));
    fireEvent.click(await screen.findByText('确定'));
    const today = toYmd(new Date());
    const summary = await screen.findByTestId('search-date-summary');
    expect(summary.textContent).toContain(`时间：${today} ~ 空`);

    submit();
    await screen.findByTestId('search-count');
    expect(search).toHaveBeenCalledWith(
      expect.objectContaining({ liveId: 1, categoryId: 1, pageNum: 1, pageSize: 50, beginTime: today }),
    );
    expect(search.mock.calls[0]![0]).not.toHaveProperty('endTime');

    fireEvent.click(screen.getByRole('button', { name: '清除日期' }));
    await waitFor(() => expect(screen.queryByTestId('search-date-summary')).toBeNull());
  });

  it('lists results with their count and hands a tapped result to the room', async () => {
    const { onPick } = setup();
    fireEvent.change(keyword(), { target: { value: ' 券商 ' } });
    submit();
    expect((await screen.findByTestId('search-count')).textContent).toBe('共 1 条');
    expect(search.mock.calls[0]![0]).toMatchObject({ content: '券商' });
    fireEvent.click(screen.getByText('券商板块放量'));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }));
  });

  it('shows the empty state when nothing matches', async () => {
    search.mockResolvedValue({ rows: [], total: 0 });
    setup();
    fireEvent.change(keyword(), { target: { value: '不存在的内容' } });
    submit();
    expect(await screen.findByText('没有找到相关聊天记录')).toBeTruthy();
    expect(screen.getByTestId('search-count').textContent).toBe('共 0 条');
  });

  it('forgets results, page and keyword when closed', async () => {
    setup();
    fireEvent.change(keyword(), { target: { value: '券商' } });
    submit();
    await screen.findByTestId('search-count');

    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    fireEvent.click(screen.getByRole('button', { name: 'open search' }));

    await waitFor(() => expect(keyword().value).toBe(''));
    expect(screen.queryByTestId('search-count')).toBeNull();
    expect(screen.queryByTestId('search-result')).toBeNull();
  });
});
