/**
 * Texts of the column pages. They join the zh-CN catalog when one of those pages loads
 * (register-column-catalog.ts), so the first page's bundle does not carry them.
 */
export const columnZhCN = {
  column: {
    title: 'column',
  },
};
export type ColumnCatalog = typeof columnZhCN;
