/** English texts of the links pages (see links-zh-CN.ts); spread into en.ts. */
export const linksEn = {
  links: {
    title: 'links',
  },
};
