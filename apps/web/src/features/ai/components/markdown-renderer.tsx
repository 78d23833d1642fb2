import type { MouseEvent, ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { AiText } from '@app/contract/ai';
import { appNavigate } from '../../../lib/navigation';
import styles from './ai-markdown.module.css';

/** Links to our own pages open in the app; others in a new tab, without access to this window. */
function Link({ href, children }: { href?: string | undefined; children?: ReactNode }) {
  if (href?.startsWith('/pages/')) {
    const open = (event: MouseEvent) => {
      event.preventDefault();
      appNavigate(href);
    };
    return (
      <a href={href} onClick={open}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

/**
 * A quoted passage the member no longer holds comes back from the server as the lock notice alone
 * (decision 061): it is drawn as a locked passage, not as a quote of ordinary text.
 */
const isLockedPassage = (children: ReactNode) => children === AiText.lockedHint;
const lockedPassage = (
  <span className={styles.lockedPassage} data-testid="ai-locked-passage">
    {AiText.lockedHint}
  </span>
);

export const markdownComponents: Components = {
  a: ({ href, children }) => <Link href={href}>{children}</Link>,
  p: ({ children }) => <p>{isLockedPassage(children) ? lockedPassage : children}</p>,
  li: ({ children }) => <li>{isLockedPassage(children) ? lockedPassage : children}</li>,
  table: ({ children }) => (
    <div className={styles.tableScroll}>
      <table>{children}</table>
    </div>
  ),
};

/** Markdown without math: GitHub tables and lists; raw HTML is never rendered (react-markdown skips it). */
export default function MarkdownRenderer({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} components={markdownComponents} skipHtml>
      {text}
    </Markdown>
  );
}
