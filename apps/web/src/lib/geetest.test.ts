import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEETEST_SCRIPT_URL } from '@app/contract/geetest';
import { fakeGeetest, GEETEST_RESULT as RESULT } from '../test/fake-geetest';
import { createGeetestWidget, geetestAnswer, loadGeetest } from './geetest';

afterEach(() => {
  delete window.initGeetest4;
  vi.restoreAllMocks();
});

describe('geetestAnswer', () => {
  it("sends the lot number as the uuid and the tokens as JSON, as the server's GeeTest provider reads them", () => {
    const answer = geetestAnswer(RESULT);
    expect(answer.uuid).toBe(RESULT.lot_number);
    expect(JSON.parse(answer.captchaCode)).toEqual({
      captcha_output: RESULT.captcha_output,
      pass_token: RESULT.pass_token,
      gen_time: RESULT.gen_time,
    });
  });
});

describe('loadGeetest', () => {
  it("adds GeeTest's v4 script once, resolves with initGeetest4, and tries again after a failed load", async () => {
    // Kept off the DOM: the test plays the browser's load and error events.
    const tags: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      tags.push(node as HTMLScriptElement);
      return node;
    });
    const first = loadGeetest();
    expect(loadGeetest()).toBe(first);
    expect(tags.map((tag) => [tag.src, tag.async])).toEqual([[GEETEST_SCRIPT_URL, true]]);
    tags[0]?.onerror?.(new Event('error'));
    await expect(first).rejects.toThrow('could not be loaded');

    const second = loadGeetest();
    expect(tags).toHaveLength(2);
    const { init } = fakeGeetest();
    window.initGeetest4 = init;
    tags[1]?.onload?.(new Event('load'));
    await expect(second).resolves.toBe(init);
    // Loaded: later forms use it without another script.
    expect(await loadGeetest()).toBe(init);
    expect(tags).toHaveLength(2);
  });
});

describe('createGeetestWidget', () => {
  it('runs the widget in bind mode over https and hands back the encoded answer once the person passed', async () => {
    const fake = fakeGeetest();
    const created = createGeetestWidget('captcha-id-1', 'zh-CN', async () => fake.init);
    await vi.waitFor(() => expect(fake.configs).toHaveLength(1));
    expect(fake.configs[0]).toMatchObject({
      captchaId: 'captcha-id-1',
      product: 'bind',
      protocol: 'https://',
      language: 'zho',
    });
    fake.ready();
    const widget = await created;

    const answer = widget.solve();
    expect(fake.calls).toEqual(['show']);
    fake.pass();
    await expect(answer).resolves.toEqual(geetestAnswer(RESULT));
    // One result is good for one try: the widget is reset for the next.
    expect(fake.calls).toEqual(['show', 'reset']);

    const closed = widget.solve();
    fake.close();
    await expect(closed).rejects.toThrow('closed');
    widget.destroy();
    expect(fake.calls.at(-1)).toBe('destroy');
  });

  it('rejects when GeeTest cannot be reached, and when its script cannot be loaded', async () => {
    const fake = fakeGeetest();
    const created = createGeetestWidget('captcha-id-1', 'en', async () => fake.init);
    await vi.waitFor(() => expect(fake.configs).toHaveLength(1));
    expect(fake.configs[0]?.language).toBe('eng');
    fake.configs[0]?.onError({ code: '60204', msg: 'Network failure' });
    await expect(created).rejects.toThrow('GeeTest failed');

    await expect(
      createGeetestWidget('captcha-id-1', 'zh-CN', () =>
        Promise.reject(new Error('gt4.js could not be loaded')),
      ),
    ).rejects.toThrow('could not be loaded');
  });
});
