import { idParam } from '@app/contract/ids';
import { COMMENT_PAGE_SIZE } from '@app/contract/limits';
import { Api } from '@app/contract/paths';
import { pageParams, readAddress } from '@app/contract/read-addresses';
import { chinaDateTime } from '../../lib/china-date';
import { escapeHtml } from '../../lib/escape-html';
import { sanitizeRichText } from '../../lib/sanitize-rich-text';
import type { FirstScreenSource } from '../../plugins/first-screen';
import type { NewsService } from './news.service';

/**
 * An article's first screen (decision 051): its title, byline, summary and text, laid out by the classes of
 * the app's index.html as the article page lays them out, so the app takes over without a jump. Free
 * articles only: a locked one (and a missing or malformed id) has none, and its page loads as before.
 */
export function newsFirstScreen(news: NewsService): FirstScreenSource {
  return async (query) => {
    const id = idParam.safeParse(query.get('id'));
    if (!id.success) return null;
    const article = await news.freeArticle(id.data);
    if (!article) return null;
    const teacher = article.teacher
      ? `<span class="fs-teacher"><span class="fs-avatar"></span>${escapeHtml(article.teacher.name)}</span>`
      : '';
    const summary = article.description ? `<p class="fs-summary">${escapeHtml(article.description)}</p>` : '';
    const html =
      `<div class="fs-page"><div class="fs-bar"></div><article class="fs-article">` +
      `<h1 class="fs-title">${escapeHtml(article.title)}</h1>` +
      `<div class="fs-meta">${teacher}<time datetime="${escapeHtml(article.dateTime)}">${chinaDateTime(article.dateTime)}</time></div>` +
      `${summary}<div class="fs-body">${sanitizeRichText(article.content)}</div></article></div>`;
    // Not the article itself: the app's own read of it is what counts the visit.
    const reads = [readAddress(`${Api.newsCommentList}/${id.data}`, pageParams(1, COMMENT_PAGE_SIZE))];
    return { title: article.title, html, reads };
  };
}
