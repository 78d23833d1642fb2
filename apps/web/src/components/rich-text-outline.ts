const HEADING = /<h[1-6][\s>]/i;
const MAX_LEVEL = 6;

/**
 * Server HTML brings its own heading levels (often h3 straight under the page's h1). Without changing
 * the look (tags and styles stay), each heading gets the aria-level it has in the page's outline: the
 * text's levels, in order, become `base`, base + 1, ... so no level is skipped.
 */
export function outlineHeadings(html: string, base: number): string {
  if (!HEADING.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const headings = [...template.content.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')];
  const levelOf = (heading: HTMLElement) => Number(heading.tagName.slice(1));
  const levels = [...new Set(headings.map(levelOf))].sort((a, b) => a - b);
  for (const heading of headings) {
    const level = Math.min(base + levels.indexOf(levelOf(heading)), MAX_LEVEL);
    if (level === levelOf(heading)) heading.removeAttribute('aria-level');
    else heading.setAttribute('aria-level', String(level));
  }
  return template.innerHTML;
}
