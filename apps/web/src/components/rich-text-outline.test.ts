import { describe, expect, it } from 'vitest';
import { outlineHeadings } from './rich-text-outline';

const levels = (html: string) =>
  [...html.matchAll(/<(h\d)(?: aria-level="(\d)")?>/g)].map(([, tag, level]) => `${tag}:${level ?? '-'}`);

describe('outlineHeadings', () => {
  it('places the text’s headings under the page’s, keeping their tags (and so their look)', () => {
    const out = outlineHeadings('<p>导语</p><h3>框架</h3><p>一</p><h5>细节</h5><h3>结论</h3>', 2);
    expect(levels(out)).toEqual(['h3:2', 'h5:3', 'h3:2']);
    expect(out).toContain('<p>导语</p>');
  });

  it('leaves headings already in place, and text without headings, as they are', () => {
    expect(levels(outlineHeadings('<h2>一</h2><h3>二</h3>', 2))).toEqual(['h2:-', 'h3:-']);
    const plain = '<p>没有标题 <b>h3</b></p>';
    expect(outlineHeadings(plain, 2)).toBe(plain);
  });

  it('starts deeper inside a section, never past level 6', () => {
    expect(levels(outlineHeadings('<h1>一</h1><h2>二</h2><h3>三</h3>', 5))).toEqual(['h1:5', 'h2:6', 'h3:6']);
  });
});
