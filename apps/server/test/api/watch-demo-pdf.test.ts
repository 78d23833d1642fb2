import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '@app/contract/paths';
import { buildDemoPdf, DEMO_PDF_PATH } from '../../src/media/demo-pdf';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo research report (PDF)', () => {
  it('is served under /media as a PDF, the same bytes its generator writes', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/media/${DEMO_PDF_PATH}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const body = res.rawPayload;
    expect(body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    // the committed file is the generator's output: regenerate it after changing the report
    expect(body.equals(buildDemoPdf())).toBe(true);
  });

  it('three pages with a cross-reference table that points at every object', () => {
    const pdf = buildDemoPdf().toString('latin1');
    expect(pdf).toMatch(/\/Type \/Pages \/Kids \[[^\]]+\] \/Count 3/);
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(Number(/\/Size (\d+)/.exec(pdf)?.[1]) - 1);
    offsets.forEach((offset, i) => expect(pdf.startsWith(`${i + 1} 0 obj\n`, offset)).toBe(true));
  });

  it('is linked from the seeded investor-education article', async () => {
    const res = await client(t.app).get<{ content: string }>(`${Api.articleInfo}/1`);
    expect(res.data?.content).toContain(`href="/media/${DEMO_PDF_PATH}"`);
  });
});
