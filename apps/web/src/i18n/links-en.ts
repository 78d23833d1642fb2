import type { LinksCatalog } from './links-zh-CN';

/** English texts of the links pages (see links-zh-CN.ts); spread into en.ts. */
export const linksEn: LinksCatalog = {
  links: {
    title: 'Links',
    linkRefused: 'This link is unsafe and was blocked',
    miniProgramOnly: 'This link opens in the WeChat mini program; please open it in WeChat',
    platformTitle: 'Platform links',
    officialSection: 'Official institutions',
    appSection: 'Apps and platforms',
    sectionEmpty: 'No links yet',
    sectionFailed: 'Failed to load the links',
    popupLabel: 'Advertisement',
    popupClose: 'Close the ad',
    popupOpen: 'View details: {{title}}',
    cfqTitle: 'Wealth circle',
    cfqSlogan: 'Understand the market, one day of finance news at a time',
    cfqSearch: 'Search news titles',
    cfqCourses: 'Wealth classroom',
    cfqCategoriesFailed: 'Failed to load the news categories',
    cfqEmptyCategory: 'No news in this category yet',
    cfqEmptySearch: 'No matching news',
    cfqVisits: '{{count}} reads',
    cfqLocked: 'Members',
    cfqCourseTitle: 'Wealth classroom',
    noticeLabel: 'New',
    noticeTitle: 'Latest news',
    courseSection: 'All courses',
    courseEmpty: 'No courses yet',
    courseFailed: 'Failed to load the courses',
  },
};
