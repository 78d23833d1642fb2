import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { headersWrittenBy } from './security-headers';

describe('headersWrittenBy', () => {
  it('records what a middleware sets and removes, by lower-case name', () => {
    const headers = headersWrittenBy((_req, res: never, next) => {
      const response = res as { setHeader(n: string, v: string): void; removeHeader(n: string): void };
      response.setHeader('X-Frame-Options', 'SAMEORIGIN');
      response.setHeader('X-Powered-By', 'x');
      response.removeHeader('X-Powered-By');
      next();
    });
    expect(headers).toEqual({ 'x-frame-options': 'SAMEORIGIN' });
  });

  it("holds helmet's headers for a fixed policy", () => {
    const headers = headersWrittenBy(helmet({ crossOriginEmbedderPolicy: false }));
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('refuses a middleware that fails', () => {
    expect(() => headersWrittenBy((_req, _res, next) => next(new Error('broken policy')))).toThrow(
      'broken policy',
    );
  });
});
