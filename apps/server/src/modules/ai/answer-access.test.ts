import { describe, expect, it } from 'vitest';
import { AiText, type AiCitation } from '@app/contract/ai';
import type { AiMessageRow } from '../../db/schema/ai';
import type { Viewer } from '../../lib/viewer';
import { createAnswerAccess, recordQuotes } from './answer-access';
import { lockSpans, quotedSpans } from './quoted-spans';

const PAID = '北向资金累计净流入超过三百亿元，主要集中在电力设备、食品饮料与银行板块。';
const answer = [
  '1. **[北向资金周报](/pages/news/details/index?id=7)**',
  `   > ${PAID}`,
  '',
  '2. 模型转述：北向资金 累计净流入超过三百亿元，',
  '主要集中在电力设备、食品饮料与银行板块。',
  '净流入是买入减去卖出。',
].join('\n');

describe('quoted spans', () => {
  it('finds the lines sharing a long run with a paid body, spaces and markdown leads aside', () => {
    const spans = quotedSpans(answer, [PAID]);
    expect(spans.map(([a, b]) => answer.slice(a, b))).toEqual([
      PAID,
      '模型转述：北向资金 累计净流入超过三百亿元，',
      '主要集中在电力设备、食品饮料与银行板块。',
    ]);
  });

  it('finds nothing in public lines, short shared words or without bodies', () => {
    expect(quotedSpans('净流入是买入减去卖出。\n银行板块', [PAID])).toEqual([]);
    expect(quotedSpans(answer, [])).toEqual([]);
  });

  it('locks each quoted line once, keeping its markdown lead', () => {
    const locked = lockSpans(answer, [
      ...quotedSpans(answer, [PAID]),
      [answer.indexOf(PAID), answer.indexOf(PAID) + 5],
    ]);
    expect(locked).not.toContain('电力设备');
    expect(locked).toContain(`   > ${AiText.lockedHint}\n`);
    expect(locked.split(AiText.lockedHint)).toHaveLength(4);
    expect(locked).toContain('净流入是买入减去卖出。');
  });
});

const citation: AiCitation = { kind: 'news', id: 7, title: '北向资金周报', url: '/x?id=7', locked: false };
const row = (citations: AiMessageRow['citations']): AiMessageRow => ({
  id: 1,
  conversationId: 1,
  role: 'assistant',
  content: answer,
  citations,
  status: 'done',
  mode: 'builtin',
  model: null,
  doneReason: null,
  promptTokens: null,
  completionTokens: null,
  createdAt: new Date(0),
});
const viewer = (...modules: number[]): Viewer => ({
  memberId: 1,
  teacherId: null,
  modules: new Set(modules),
});

describe('stored answers read back', () => {
  const access = createAnswerAccess({
    paidPassages: async (sources) =>
      sources.some((s) => s.kind === 'news' && s.sourceId === 7)
        ? [{ kind: 'news', sourceId: 7, moduleId: 3, body: PAID }]
        : [],
  });

  it('are as written for a member holding the module, locked for one who does not', async () => {
    const stored = row(recordQuotes(answer, [citation], [{ moduleId: 3, bodies: [PAID] }]));
    const [held] = await access.visibleTo([stored], viewer(3));
    expect(held).toBe(stored);
    const [lost] = await access.visibleTo([stored], viewer(4));
    expect(lost?.content).not.toContain('电力设备');
    expect(lost?.content).toContain(AiText.lockedHint);
    expect(lost?.citations[0]?.locked).toBe(true);
  });

  it('leave public sources alone', async () => {
    const stored = row(recordQuotes(answer, [citation], [null]));
    expect((await access.visibleTo([stored], viewer()))[0]).toBe(stored);
  });

  it('check answers stored before quotes were recorded against the passages as indexed now', async () => {
    const [lost] = await access.visibleTo([row([citation])], viewer());
    expect(lost?.content).not.toContain('电力设备');
    expect(lost?.citations[0]?.locked).toBe(true);
    const [held] = await access.visibleTo([row([citation])], viewer(3));
    expect(held?.content).toBe(answer);
  });
});
