import { describe, expect, it } from 'vitest';
import { jssdkSignature } from './jssdk-signature';

describe('jssdkSignature', () => {
  it('matches the official test vector', () => {
    expect(
      jssdkSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('matches the easywechat vector and ignores the fragment', () => {
    expect(
      jssdkSignature({
        ticket: 'mock-ticket',
        nonceStr: 'mock-nonce',
        timestamp: 1601234567,
        url: 'https://www.easywechat.com/#/some/route',
      }),
    ).toBe('22772d2fb393ab9f7f6a5a54168a566fbf1ab767');
  });
});
