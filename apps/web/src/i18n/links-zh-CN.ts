/**
 * Texts of the links pages. They join the zh-CN catalog when one of those pages loads
 * (register-links-catalog.ts), so the first page's bundle does not carry them.
 */
export const linksZhCN = {
  links: {
    title: 'links',
  },
};
export type LinksCatalog = typeof linksZhCN;
