import { createContext, useContext, type ReactNode } from 'react';

/**
 * The level of the headings a component renders, so the outline of a page has no gaps (h1 → h2 → h3)
 * whichever page a card or list ends up on. A page's title is its h1 (the nav bar, or a custom nav
 * page's own), so content starts at 2; a section with its own heading puts what it holds one level
 * deeper with HeadingScope.
 */
const HeadingLevelContext = createContext(2);

export type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

const MAX_LEVEL = 6;

export function useHeadingLevel(): number {
  return useContext(HeadingLevelContext);
}

/** The tag of a heading at the current level (the look comes from its class, never from the tag). */
export function useHeadingTag(): HeadingTag {
  return `h${useHeadingLevel()}` as HeadingTag;
}

/** Headings inside are one level below the heading of the section that renders this. */
export function HeadingScope({ children }: { children: ReactNode }) {
  const level = useHeadingLevel();
  return (
    <HeadingLevelContext.Provider value={Math.min(level + 1, MAX_LEVEL)}>
      {children}
    </HeadingLevelContext.Provider>
  );
}
