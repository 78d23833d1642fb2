/** English texts of the column pages (see column-zh-CN.ts); spread into en.ts. */
export const columnEn = {
  column: {
    title: 'Teacher columns',
    teacherNewsTitle: 'Teacher news',
    teacherNewsOf: "{{name}}'s news",
    viewpointsTitle: 'Viewpoints',
    viewpointsOf: "{{name}}'s viewpoints",
    viewpointTitle: 'Viewpoint',
    unlockToView: 'Unlock to view full content',
    categoriesFailed: 'Could not load the categories',
    noTeacherNews: 'No teacher news yet',
    categoryEmpty: 'No teacher news in this category yet',
    newsFailed: 'Could not load the news',
    viewpointsEmpty: 'No viewpoints yet',
    viewpointsFailed: 'Could not load the viewpoints',
    viewpointNotFound: 'This viewpoint does not exist or has been removed',
    teacherNotFound: 'This teacher does not exist',
    teacherNewsEntry: 'News',
    viewpointsEntry: 'Viewpoints',
    entriesTitle: 'Columns',
  },
};
