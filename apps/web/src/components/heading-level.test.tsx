import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeadingScope, useHeadingTag } from './heading-level';

function Title({ text }: { text: string }) {
  const Heading = useHeadingTag();
  return <Heading>{text}</Heading>;
}

describe('heading levels', () => {
  it('start under the page title and go one deeper in each scope, never past h6', () => {
    render(
      <>
        <Title text="列表项" />
        <section>
          <h2>相关阅读</h2>
          <HeadingScope>
            <Title text="相关文章" />
            <HeadingScope>
              <HeadingScope>
                <HeadingScope>
                  <HeadingScope>
                    <Title text="最深" />
                  </HeadingScope>
                </HeadingScope>
              </HeadingScope>
            </HeadingScope>
          </HeadingScope>
        </section>
      </>,
    );
    expect(screen.getByRole('heading', { name: '列表项' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: '相关文章' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: '最深' }).tagName).toBe('H6');
  });
});
