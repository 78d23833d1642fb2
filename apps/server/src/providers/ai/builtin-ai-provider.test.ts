import { describe, expect, it } from 'vitest';
import { AiText } from '@app/contract/ai';
import {
  bestExcerpt,
  composeBuiltinAnswer,
  createBuiltinAiProvider,
  streamPieces,
} from './builtin-ai-provider';

const passage = {
  title: '基金定投的“微笑曲线”',
  url: '/pages/news/details/index?id=3',
  body: '定投是一种纪律。微笑曲线描述了下跌时积累份额、回升时获利的过程。很多人在下跌时停止定投。',
  locked: false,
};

describe('the built-in assistant', () => {
  it('quotes the sentences that match the question', () => {
    expect(bestExcerpt(passage.body, '微笑曲线是什么')).toBe(
      '微笑曲线描述了下跌时积累份额、回升时获利的过程。',
    );
  });

  it('quotes a repeated sentence once', () => {
    expect(bestExcerpt('均线是平均成本。\n均线是平均成本。', '均线')).toBe('均线是平均成本。');
  });

  it('says what it is, links its sources, and marks paid ones', () => {
    const text = composeBuiltinAnswer('微笑曲线', [
      passage,
      { ...passage, url: '/x?id=4', title: '内参[VIP]', locked: true },
    ]);
    expect(text.startsWith(AiText.builtinDisclosure)).toBe(true);
    expect(text).toContain('**[基金定投的“微笑曲线”](/pages/news/details/index?id=3)**');
    expect(text).toContain(`[内参 VIP ](/x?id=4)** ${AiText.lockedHint}`);
  });

  it('never lists a source with nothing to quote, nor the same words twice', () => {
    const repeated = { ...passage, url: '/pages/applets/chat/index?id=2', title: '另一个直播间' };
    const empty = { ...passage, url: '/x?id=9', title: '空白', body: '' };
    const text = composeBuiltinAnswer('微笑曲线', [passage, repeated, empty]);
    expect(text.match(/微笑曲线描述了/g)).toHaveLength(1);
    expect(text).not.toContain('另一个直播间');
    expect(text).not.toContain('空白');
    expect(text).not.toMatch(/^2\. /m);
    expect(composeBuiltinAnswer('微笑曲线', [empty])).toContain(AiText.noPassages);
  });

  it('says so when nothing matches', () => {
    expect(composeBuiltinAnswer('量子计算', [])).toContain(AiText.noPassages);
  });

  it('streams the answer in small pieces that add up to it, and stops when asked', async () => {
    const text = composeBuiltinAnswer('微笑曲线', [passage]);
    expect(streamPieces(text).join('')).toBe(text);
    expect(streamPieces(text)).toContain('**[基金定投的“微笑曲线”](/pages/news/details/index?id=3)**');
    const stop = new AbortController();
    const seen: string[] = [];
    for await (const part of createBuiltinAiProvider({ pieceDelayMs: 0 }).answer({
      messages: [],
      question: '微笑曲线',
      passages: [passage],
      signal: stop.signal,
    })) {
      if (part.type === 'text') seen.push(part.text);
      if (seen.length === 3) stop.abort();
    }
    expect(seen).toHaveLength(3);
  });
});
