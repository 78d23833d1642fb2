import { Jieba } from '@node-rs/jieba';
// The subpath with its extension: Node's ESM loader does not add one (the package has no exports map).
import { dict } from '@node-rs/jieba/dict.js';
import { FINANCE_WORDS, QUESTION_SYNONYMS } from './finance-words';

/**
 * Chinese word segmentation for the assistant's search (jieba, in native code, with its dictionary shipped in
 * the package: nothing is downloaded). Search mode also yields the shorter words inside long ones (印花税 →
 * 印花, 印花税), so a question and a passage meet on either.
 */
let segmenter: Jieba | undefined;
function jieba(): Jieba {
  if (!segmenter) {
    segmenter = Jieba.withDict(dict);
    segmenter.loadDict(Buffer.from(FINANCE_WORDS.map((w) => `${w} 100000 n`).join('\n')));
  }
  return segmenter;
}

/** Words that ask rather than say what about: they never count as a match. */
const STOP_WORDS = new Set(
  (
    '什么 是 的 了 吗 呢 吧 啊 呀 么 和 与 及 或 在 把 被 对 从 向 我 你 他 她 它 我们 你们 这 那 这个 那个 哪 哪个 ' +
    '哪些 有 有没有 也 都 就 还 又 很 请 请问 为什么 为何 怎么 怎么样 怎样 如何 怎么办 可以 能 能否 会 会不会 ' +
    '是否 一下 一个 一些 告诉 介绍 应该 需要 知道 意思 含义 定义 解释 说明 多少 几 多 好 不 没有 要 用 看 算 ' +
    '区别 不同 作用 问题 之 其 等 里 上 下 中 时 时候 到底 具体 一般 通常 大概 如果 但是 因为 所以 然后 ' +
    // Verbs a question asks with, whatever it is about (怎么设置止损, 涨停价怎么计算).
    '还是 设置 计算 判断 理解 使用 操作 适合 注意 看待 分析 值得 一定 为啥 咋 说 讲 指'
  ).split(' '),
);
const WORDLIKE = /[\p{L}\p{N}]/u;
const HAN = /^\p{Script=Han}$/u;

/** Search words of a text: lower case, in text order (repeats kept: they count for ranking), no stop words. */
export function searchWords(text: string): string[] {
  // Without HMM guesses: they join words that are not words (高好, 低好) and differ between texts.
  const cut = jieba().cutForSearch(text.normalize('NFKC').toUpperCase(), false);
  return cut.map((w) => w.trim().toLowerCase()).filter((w) => w && WORDLIKE.test(w) && !STOP_WORDS.has(w));
}

/**
 * The words of a question worth looking for, each with the words that may stand for it (QUESTION_SYNONYMS).
 * Single Han characters say little (看, 线) and are dropped, unless they have synonyms (买 → 买入) or the
 * question has nothing else.
 */
export function questionWords(text: string): string[][] {
  const all = [...new Set(searchWords(text))];
  const kept = all.filter((w) => !HAN.test(w) || QUESTION_SYNONYMS[w]);
  return (kept.length > 0 ? kept : all).map((w) => [w, ...(QUESTION_SYNONYMS[w] ?? [])]);
}
