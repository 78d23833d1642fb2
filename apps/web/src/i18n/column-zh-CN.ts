/**
 * Texts of the column pages (teacher news, viewpoints, the teacher page's entries to them). They join the
 * zh-CN catalog when one of those pages loads (register-column-catalog.ts), so the first page's bundle
 * does not carry them.
 */
export const columnZhCN = {
  column: {
    title: '老师专栏',
    teacherNewsTitle: '老师资讯',
    teacherNewsOf: '{{name}}的资讯',
    viewpointsTitle: '老师观点',
    viewpointsOf: '{{name}}的观点',
    viewpointTitle: '观点详情',
    unlockToView: '解锁查看全部内容',
    categoriesFailed: '分类加载失败',
    noTeacherNews: '暂无老师资讯',
    categoryEmpty: '该分类暂无老师资讯',
    newsFailed: '资讯加载失败',
    viewpointsEmpty: '暂无观点',
    viewpointsFailed: '观点加载失败',
    viewpointNotFound: '该观点不存在或已下架',
    teacherNotFound: '该老师不存在',
    teacherNewsEntry: 'TA的资讯',
    viewpointsEntry: 'TA的观点',
    entriesTitle: '老师专栏',
  },
};
export type ColumnCatalog = typeof columnZhCN;
