import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as navigation from '../lib/navigation';
import { renderAt } from '../test/render';
import { HeadingScope } from './heading-level';
import { RichText } from './rich-text';

vi.mock('../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  appNavigate: vi.fn(),
}));
const navigate = vi.mocked(navigation.appNavigate);

const html =
  '<p>附件：<a href="/media/docs/research-report.pdf">二季度策略报告</a>，' +
  '<a href="https://cdn.example.com/files/Annual.PDF?v=2">年报</a>，' +
  '<a href="/pages/news/list/index">更多资讯</a></p>';

describe('RichText links', () => {
  it('opens a PDF link on our site in the PDF page, titled by the link text, instead of downloading', async () => {
    navigate.mockClear();
    renderAt(<RichText html={html} />);
    const link = await screen.findByText('二季度策略报告');
    // fireEvent returns false when the default (following the link) was prevented
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith(
      '/pages/pdf/index?url=%2Fmedia%2Fdocs%2Fresearch-report.pdf&title=%E4%BA%8C%E5%AD%A3%E5%BA%A6%E7%AD%96%E7%95%A5%E6%8A%A5%E5%91%8A',
    );
  });

  it('opens a PDF on another http(s) site in the PDF page too', async () => {
    navigate.mockClear();
    renderAt(<RichText html={html} />);
    expect(fireEvent.click(await screen.findByText('年报'))).toBe(false);
    expect(navigate).toHaveBeenCalledWith(
      '/pages/pdf/index?url=https%3A%2F%2Fcdn.example.com%2Ffiles%2FAnnual.PDF%3Fv%3D2&title=%E5%B9%B4%E6%8A%A5',
    );
  });

  it('leaves other links alone', async () => {
    navigate.mockClear();
    renderAt(<RichText html={html} />);
    fireEvent.click(await screen.findByText('更多资讯'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('still reports taps on pictures', async () => {
    const onImageClick = vi.fn();
    renderAt(
      <RichText
        html='<p><img src="/media/news/cover-fund.svg" alt="封面"></p>'
        onImageClick={onImageClick}
      />,
    );
    fireEvent.click(await screen.findByAltText('封面'));
    expect(onImageClick).toHaveBeenCalledWith(expect.stringContaining('/media/news/cover-fund.svg'));
  });
});

describe('RichText headings', () => {
  it('puts the text’s headings right under the page’s, one level deeper inside a section', async () => {
    const text = '<p>导语</p><h3>框架</h3><h4>细节</h4>';
    const { unmount } = renderAt(<RichText html={text} />);
    expect((await screen.findByRole('heading', { name: '框架' })).tagName).toBe('H3');
    expect(screen.getByRole('heading', { level: 2, name: '框架' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '细节' })).toBeTruthy();
    unmount();

    renderAt(
      <HeadingScope>
        <RichText html={text} />
      </HeadingScope>,
    );
    expect(await screen.findByRole('heading', { level: 3, name: '框架' })).toBeTruthy();
  });
});
