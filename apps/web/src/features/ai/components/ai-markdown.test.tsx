import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as navigation from '../../../lib/navigation';
import { renderAt } from '../../../test/render';
import { AiMarkdown } from './ai-markdown';

vi.mock('../../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  appNavigate: vi.fn(),
}));
const navigate = vi.mocked(navigation.appNavigate);

describe('answers rendered as markdown', () => {
  it('renders lists and tables, and never raw HTML', async () => {
    const { container } = renderAt(
      <AiMarkdown
        text={
          '要点：\n\n- 市盈率\n- 市净率\n\n| 指标 | 含义 |\n| --- | --- |\n| PE | 市盈率 |\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>'
        }
      />,
    );
    await screen.findByText('市净率');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('table td')?.textContent).toBe('PE');
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('keeps dollar prices as text', async () => {
    const { container } = renderAt(<AiMarkdown text="价格从 $5 到 $8 之间" />);
    await screen.findByText('价格从 $5 到 $8 之间');
    expect(container.querySelector('.katex')).toBeNull();
  });

  it('renders math written in \\( \\) with KaTeX', async () => {
    const { container } = renderAt(<AiMarkdown text={'市盈率 \\(PE = \\frac{P}{E}\\)'} />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
  });

  it('opens links to our pages in the app, and other links in a new tab', async () => {
    navigate.mockClear();
    renderAt(<AiMarkdown text="[均线入门](/pages/news/details/index?id=3) 和 [外站](https://example.com)" />);
    const own = await screen.findByText('均线入门');
    expect(fireEvent.click(own)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/pages/news/details/index?id=3');
    const other = screen.getByText('外站').closest('a');
    expect(other?.getAttribute('target')).toBe('_blank');
    expect(other?.getAttribute('rel')).toContain('noopener');
  });

  it('drops javascript: links', async () => {
    const { container } = renderAt(<AiMarkdown text="[点我](javascript:alert(1))" />);
    await screen.findByText('点我');
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });
});
