import Markdown from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';
import { markdownComponents } from './markdown-renderer';
import { normalizeMath } from './math-delimiters';

/** Markdown with math, loaded only when an answer has some (KaTeX is large). */
export default function MarkdownMathRenderer({ text }: { text: string }) {
  return (
    <Markdown
      remarkPlugins={[remarkGfm, [remarkMath, { singleDollarTextMath: false }]]}
      rehypePlugins={[[rehypeKatex, { throwOnError: false, strict: 'ignore' }]]}
      components={markdownComponents}
      skipHtml
    >
      {normalizeMath(text)}
    </Markdown>
  );
}
