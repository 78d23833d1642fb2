import { NEWS_CARD_MAX_THUMBS, NEWS_FIRST_SCREEN_ITEMS, PAGE_SIZE } from '@app/contract/limits';
import { idParam } from '@app/contract/ids';
import { newsListQuery, type NewsCategory, type NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { newsListParams, pageParams, readAddress } from '@app/contract/read-addresses';
import { escapeHtml } from '../../lib/escape-html';
import { isOwnImageSrc } from '../../lib/sanitize-rich-text';
import { visitor } from '../../lib/viewer';
import type { FirstScreenSource } from '../../plugins/first-screen';
import type { NewsService } from './news.service';

const picture = (src: string, className: string) =>
  isOwnImageSrc(src) ? `<img class="${className}" src="${escapeHtml(src)}" alt="">` : '';

function cardHtml(item: NewsItem): string {
  const thumbs = item.picList.slice(0, NEWS_CARD_MAX_THUMBS);
  const summary = item.description ? `<p class="fs-card-summary">${escapeHtml(item.description)}</p>` : '';
  const text = `<div class="fs-card-text"><h2 class="fs-card-title">${escapeHtml(item.title)}</h2>${summary}</div>`;
  const head =
    thumbs.length === 1
      ? `<div class="fs-card-row">${text}<span class="fs-card-thumb">${picture(thumbs[0]!, 'fs-fill')}</span></div>`
      : text;
  const strip =
    thumbs.length > 1
      ? `<div class="fs-card-thumbs">${thumbs.map((pic) => `<span class="fs-card-thumb">${picture(pic, 'fs-fill')}</span>`).join('')}</div>`
      : '';
  const teacher = item.teacher
    ? `<span class="fs-card-teacher">${picture(item.teacher.avatar, 'fs-card-avatar')}${escapeHtml(item.teacher.name)}</span>`
    : '';
  return `<article class="fs-card">${head}${strip}<div class="fs-card-meta">${teacher}</div></article>`;
}

/** The tab the list opens on, as the app picks it: the one the address names if it exists, else the first. */
function chosenCategory(categories: NewsCategory[], query: URLSearchParams): NewsCategory | undefined {
  const asked = idParam.safeParse(query.get('categoryId'));
  return (asked.success && categories.find((c) => c.id === asked.data)) || categories[0];
}

/**
 * The news list's first screen (decision 053): the search band, the category tabs and the chosen tab's
 * newest articles as a visitor sees them, laid out by the classes of the app's index.html as the list lays
 * them out. The words of the catalogs (the page's title, the search hint, reads and relative times) and a
 * member's read marks come with the app, and so does the document's title, which is the catalog's. Nothing is drawn while there are no categories or articles.
 */
export function newsListFirstScreen(news: Pick<NewsService, 'categories' | 'list'>): FirstScreenSource {
  return async (query) => {
    const categories = await news.categories();
    const chosen = chosenCategory(categories, query);
    if (!chosen) return null;
    // The app's own first read, so the moment's list cache already holds it when the app asks.
    const { rows } = await news.list(
      newsListQuery.parse({ categoryId: chosen.id, pageNum: 1, pageSize: PAGE_SIZE }),
      visitor,
    );
    if (rows.length === 0) return null;
    const tabs = categories
      .map(
        (c) =>
          `<span class="fs-tab${c.id === chosen.id ? ' fs-tab-active' : ''}">${escapeHtml(c.title)}</span>`,
      )
      .join('');
    const html =
      `<div class="fs-page fs-grey"><div class="fs-bar"></div>` +
      `<div class="fs-news-head"><div class="fs-news-search"><span></span></div><div class="fs-tabs">${tabs}</div></div>` +
      `<div class="fs-news-list">${rows.slice(0, NEWS_FIRST_SCREEN_ITEMS).map(cardHtml).join('')}</div></div>`;
    const reads = [
      Api.newsCategoryAll,
      readAddress(Api.newsList, {
        ...newsListParams({ categoryId: chosen.id }),
        ...pageParams(1, PAGE_SIZE),
      }),
    ];
    return { html, reads };
  };
}
