import { lazy, Suspense } from 'react';
import { hasMath } from './math-delimiters';
import styles from './ai-markdown.module.css';

const MarkdownRenderer = lazy(() => import('./markdown-renderer'));
const MarkdownMathRenderer = lazy(() => import('./markdown-math-renderer'));

/** An answer rendered as markdown (safely: no raw HTML); the renderers load on first use. */
export function AiMarkdown({ text }: { text: string }) {
  const Renderer = hasMath(text) ? MarkdownMathRenderer : MarkdownRenderer;
  return (
    <div className={styles.markdown}>
      <Suspense fallback={<p className={styles.plain}>{text}</p>}>
        <Renderer text={text} />
      </Suspense>
    </div>
  );
}
