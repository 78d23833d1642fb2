import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../i18n/register-watch-catalog';
import { renderAt } from '../../../test/render';
import { loadPdfjs } from '../../../features/pdf/hooks/load-pdfjs';
import { PdfPage } from './pdf-page';

vi.mock('../../../features/pdf/hooks/load-pdfjs', () => ({ loadPdfjs: vi.fn() }));
const load = vi.mocked(loadPdfjs);

/** A pdf.js stand-in: getDocument hands back a task the test settles by hand. */
function fakePdfjs() {
  const tasks: {
    url: string;
    onProgress?: (p: { loaded: number; total: number }) => void;
    resolve: (doc: unknown) => void;
    reject: (e: Error) => void;
  }[] = [];
  const pdfjs = {
    version: '5.0.0',
    getDocument: vi.fn(({ url }: { url: string }) => {
      let resolve!: (doc: unknown) => void;
      let reject!: (e: Error) => void;
      const promise = new Promise((res, rej) => {
        resolve = res;
        reject = rej;
      });
      const task = { promise, destroy: vi.fn(async () => undefined), onProgress: undefined };
      tasks.push({
        url,
        get onProgress() {
          return task.onProgress;
        },
        resolve,
        reject,
      });
      return task;
    }),
  };
  load.mockResolvedValue(pdfjs as never);
  return { pdfjs, tasks };
}

const page = {
  getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
  render: vi.fn(() => ({ promise: Promise.resolve(), cancel: vi.fn() })),
};
const doc = (numPages: number) => ({ numPages, getPage: vi.fn(async () => page) });

const open = (url: string, title = '策略报告') =>
  renderAt(<PdfPage />, `/pages/pdf/index?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`);

describe('PdfPage', () => {
  it('refuses a javascript: address with a clear message and loads nothing', async () => {
    fakePdfjs();
    open('javascript:alert(1)');
    expect(await screen.findByText('无法打开该文件地址')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the title, the download progress in percent, then the pages with the page count', async () => {
    const { pdfjs, tasks } = fakePdfjs();
    open('/media/docs/research-report.pdf');
    expect(screen.getByRole('heading', { name: '策略报告' })).toBeTruthy();
    await vi.waitFor(() => expect(tasks).toHaveLength(1));
    expect(tasks[0]!.url).toBe(`${window.location.origin}/media/docs/research-report.pdf`);
    // CJK fonts without their glyphs and the standard fonts draw only with pdf.js's CMaps and font data,
    // served from our origin under the version the build copied them for.
    expect(pdfjs.getDocument).toHaveBeenCalledWith(
      expect.objectContaining({
        cMapUrl: '/assets/pdfjs-5.0.0/cmaps/',
        cMapPacked: true,
        standardFontDataUrl: '/assets/pdfjs-5.0.0/standard_fonts/',
      }),
    );
    expect(screen.getByText('文档加载中…')).toBeTruthy();
    act(() => tasks[0]!.onProgress?.({ loaded: 512, total: 2048 }));
    expect(screen.getByText('文档加载中 25%')).toBeTruthy();
    await act(async () => tasks[0]!.resolve(doc(3)));
    expect(await screen.findAllByTestId('pdf-page')).toHaveLength(3);
    expect(screen.getByTestId('pdf-page-indicator').textContent).toMatch(/^\d \/ 3$/);
  });

  it('says when the file cannot be loaded and tries again on retry', async () => {
    const { tasks } = fakePdfjs();
    open('https://files.example.com/missing.pdf');
    await vi.waitFor(() => expect(tasks).toHaveLength(1));
    await act(async () => tasks[0]!.reject(new Error('Missing PDF')));
    expect(await screen.findByText('文档加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await vi.waitFor(() => expect(tasks).toHaveLength(2));
    expect(tasks[1]!.url).toBe('https://files.example.com/missing.pdf');
  });
});
