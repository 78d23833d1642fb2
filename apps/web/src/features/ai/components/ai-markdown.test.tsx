import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AiText } from '@app/contract/ai';
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

describe('a passage the member no longer holds', () => {
  it('is drawn locked, whether it was a quote or a list line', async () => {
    const { container } = renderAt(
      <AiMarkdown
        text={`1. **[北向资金周报](/pages/news/details/index?id=7)**\n   > ${AiText.lockedHint}\n\n- ${AiText.lockedHint}\n\n点击标题可以阅读原文。`}
      />,
    );
    await screen.findByText('北向资金周报');
    const locked = screen.getAllByTestId('ai-locked-passage');
    expect(locked).toHaveLength(2);
    expect(locked.every((el) => el.textContent === AiText.lockedHint)).toBe(true);
    expect(container.querySelector('blockquote [data-testid="ai-locked-passage"]')).not.toBeNull();
    // Ordinary text is not.
    expect(screen.getByText('点击标题可以阅读原文。').querySelector('[data-testid]')).toBeNull();
  });
});
