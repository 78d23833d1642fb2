import { describe, expect, it } from 'vitest';
import { acceptedPdfUrl, isPdfHref, pdfPageUrl } from './pdf-link';

const origin = 'https://app.example.cn';

describe('acceptedPdfUrl', () => {
  it('accepts paths on our origin and http(s) addresses', () => {
    expect(acceptedPdfUrl('/media/docs/report.pdf', origin)).toBe(`${origin}/media/docs/report.pdf`);
    expect(acceptedPdfUrl(' https://cdn.example.com/a.pdf?x=1 ', origin)).toBe(
      'https://cdn.example.com/a.pdf?x=1',
    );
    expect(acceptedPdfUrl('http://files.example.com/b.pdf', origin)).toBe('http://files.example.com/b.pdf');
  });

  it('refuses script, data and other schemes, also when disguised', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' java\nscript:alert(1)',
      'data:application/pdf;base64,JVBERi0=',
      'blob:https://app.example.cn/1234',
      'file:///etc/passwd',
      'ftp://example.com/a.pdf',
    ])
      expect(acceptedPdfUrl(bad, origin), bad).toBeNull();
  });

  it('refuses addresses that only look like paths, and empty ones', () => {
    expect(acceptedPdfUrl('//evil.example.com/a.pdf', origin)).toBeNull();
    expect(acceptedPdfUrl('/\\evil.example.com/a.pdf', origin)).toBeNull();
    expect(acceptedPdfUrl('media/a.pdf', origin)).toBeNull();
    expect(acceptedPdfUrl('', origin)).toBeNull();
    expect(acceptedPdfUrl(null, origin)).toBeNull();
  });
});

describe('isPdfHref', () => {
  it('looks at the path, in any case, not at the query', () => {
    expect(isPdfHref('/media/docs/report.PDF', origin)).toBe(true);
    expect(isPdfHref('https://x.example.com/r.pdf#page=2', origin)).toBe(true);
    expect(isPdfHref('/download?file=r.pdf', origin)).toBe(false);
    expect(isPdfHref('/pages/news/details/index?id=1', origin)).toBe(false);
    expect(isPdfHref(null, origin)).toBe(false);
  });
});

describe('pdfPageUrl', () => {
  it('opens the pdf page with the encoded address and title', () => {
    expect(pdfPageUrl(`${origin}/media/docs/r.pdf`, '研究报告 Q2', origin)).toBe(
      '/pages/pdf/index?url=%2Fmedia%2Fdocs%2Fr.pdf&title=%E7%A0%94%E7%A9%B6%E6%8A%A5%E5%91%8A+Q2',
    );
    expect(pdfPageUrl('https://cdn.example.com/a.pdf', 'A', origin)).toBe(
      '/pages/pdf/index?url=https%3A%2F%2Fcdn.example.com%2Fa.pdf&title=A',
    );
  });
});
