import { describe, expect, it } from 'vitest';
import { takeLines } from './stream-ai-answer';

describe('reading the NDJSON answer', () => {
  it('reads complete lines and keeps an unfinished one for the next chunk', () => {
    const first = takeLines('{"type":"delta","text":"市"}\n{"type":"delta","te');
    expect(first.events).toEqual([{ type: 'delta', text: '市' }]);
    const second = takeLines(`${first.rest}xt":"盈率"}\n`);
    expect(second.events).toEqual([{ type: 'delta', text: '盈率' }]);
    expect(second.rest).toBe('');
  });
});
