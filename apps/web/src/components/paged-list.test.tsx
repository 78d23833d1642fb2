import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/render';
import { fakePagedQuery } from './fake-paged-query';
import { PagedList, type PagedQuery } from './paged-list';

interface Row {
  id: number;
  name: string;
}

function renderList(query: PagedQuery<Row>, override?: string) {
  return renderAt(
    <PagedList
      query={query}
      queryKey={['rows']}
      override={override ? <p>{override}</p> : null}
      renderItem={(row) => <article>{row.name}</article>}
      itemKey={(row) => row.id}
      emptyTitle="空空如也"
    />,
  );
}

describe('PagedList', () => {
  it('shows a skeleton while the first page loads', () => {
    renderList(fakePagedQuery<Row>([], { data: undefined, isPending: true }));
    expect(screen.getByTestId('list-skeleton')).toBeTruthy();
  });

  it('shows a retryable error when the first page fails', () => {
    const query = fakePagedQuery<Row>([], { data: undefined, isError: true });
    renderList(query);
    expect(screen.getByRole('alert').textContent).toContain('加载失败');
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(query.refetch).toHaveBeenCalled();
  });

  it('shows the empty title when there are no rows', () => {
    renderList(fakePagedQuery<Row>([[]]));
    expect(screen.getByText('空空如也')).toBeTruthy();
  });

  it('shows the override instead of the query', () => {
    renderList(fakePagedQuery<Row>([[{ id: 1, name: '甲' }]]), '先选分类');
    expect(screen.getByText('先选分类')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('renders every page of rows and says when there is no more', async () => {
    renderList(fakePagedQuery<Row>([[{ id: 1, name: '甲' }], [{ id: 2, name: '乙' }]]));
    expect(screen.getAllByRole('article').map((a) => a.textContent)).toEqual(['甲', '乙']);
    expect(await screen.findByText('没有更多了')).toBeTruthy();
  });

  it('says it is loading while the next page is on its way', async () => {
    const fetchNextPage = vi.fn(() => new Promise<{ isError: boolean }>(() => {}));
    renderList(fakePagedQuery<Row>([[{ id: 1, name: '甲' }]], { hasNextPage: true, fetchNextPage }));
    expect(await screen.findByText('加载中…')).toBeTruthy();
  });

  it('offers a retry when the next page fails', async () => {
    const fetchNextPage = vi.fn(async () => ({ isError: true }));
    renderList(fakePagedQuery<Row>([[{ id: 1, name: '甲' }]], { hasNextPage: true, fetchNextPage }));
    const retry = await screen.findByRole('button', { name: '加载失败 · 重新加载' });
    fireEvent.click(retry);
    await vi.waitFor(() => expect(fetchNextPage).toHaveBeenCalledTimes(2));
  });
});
