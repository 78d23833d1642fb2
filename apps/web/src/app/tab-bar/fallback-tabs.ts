import type { TabNavItem } from '@app/contract/nav';
import { NEWS_LIST_CATEGORY_FALLBACK } from '@app/contract/limits';
import { Pages } from '@app/contract/pages';
import { i18n } from '../../i18n/i18n';
import homeIcon from './icons/home.svg';
import homeActiveIcon from './icons/home-active.svg';
import mineIcon from './icons/mine.svg';
import mineActiveIcon from './icons/mine-active.svg';
import newsIcon from './icons/news.svg';
import newsActiveIcon from './icons/news-active.svg';

/** Shown when the server's footer navigation cannot be loaded (SPEC §2). */
export function fallbackTabs(): TabNavItem[] {
  return [
    { title: i18n.t('tabs.home'), link: Pages.about, icon: homeIcon, iconActive: homeActiveIcon },
    {
      title: i18n.t('tabs.news'),
      link: `${Pages.newsList}?categoryId=${NEWS_LIST_CATEGORY_FALLBACK}`,
      icon: newsIcon,
      iconActive: newsActiveIcon,
    },
    { title: i18n.t('tabs.mine'), link: Pages.mine, icon: mineIcon, iconActive: mineActiveIcon },
  ];
}
