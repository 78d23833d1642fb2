/** English texts of the column pages (see column-zh-CN.ts); spread into en.ts. */
export const columnEn = {
  column: {
    title: 'column',
  },
};
