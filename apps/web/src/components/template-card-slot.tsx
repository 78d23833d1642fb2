import { createContext, useContext, type ReactNode } from 'react';
import type { LiveMessage } from '@app/contract/live';

/**
 * How a room page draws template messages (tplId ≠ 0: lottery, quiz, product cards). The live feature's
 * lists draw whatever the page provides here; features stay apart, and a new card kind is one more case in
 * the page's renderer.
 */
export type TemplateCardRenderer = (msg: LiveMessage) => ReactNode;

const TemplateCardContext = createContext<TemplateCardRenderer | null>(null);

export const TemplateCardProvider = TemplateCardContext.Provider;

/** The card for a template message, or null when it is plain text (or no renderer knows its kind). */
export function useTemplateCard(msg: LiveMessage): ReactNode {
  const render = useContext(TemplateCardContext);
  if (msg.tplId === 0 || !render) return null;
  return render(msg);
}
