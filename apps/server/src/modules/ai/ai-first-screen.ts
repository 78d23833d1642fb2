import { AI_WELCOME_ZH_CN as T, AiApi, type AiInfo } from '@app/contract/ai';
import { Pages } from '@app/contract/pages';
import { escapeHtml } from '../../lib/escape-html';
import type { FirstScreenSource } from '../../plugins/first-screen';

/**
 * The assistant page's first screen (decision 053): its title, who answers and the welcome with the
 * questions to start with, laid out by the classes of the app's index.html as the page lays them out. The
 * bar at the bottom (a member's question box or a visitor's invitation to log in) comes with the app.
 */
export function aiFirstScreen(ai: { info(): AiInfo }): FirstScreenSource {
  return async () => {
    const info = ai.info();
    const badge = info.mode === 'builtin' ? T.builtinBadge : T.modelBadge.replace('{{name}}', info.name);
    const suggestions = info.suggestions
      .map((question) => `<span class="fs-ai-suggestion">${escapeHtml(question)}</span>`)
      .join('');
    const html =
      `<div class="fs-page fs-grey"><div class="fs-bar fs-bar-titled">${escapeHtml(T.title)}</div>` +
      `<div class="fs-ai-thread"><span class="fs-ai-badge">${escapeHtml(badge)}</span>` +
      `<section class="fs-ai-welcome"><h2 class="fs-ai-title">${escapeHtml(T.welcome)}</h2>` +
      `<p class="fs-ai-text">${escapeHtml(info.mode === 'ollama' ? T.welcomeModel : T.welcomeBuiltin)}</p>` +
      `<p class="fs-ai-hint">${escapeHtml(T.suggestionsTitle)}</p>` +
      `<div class="fs-ai-suggestions">${suggestions}</div>` +
      `<a class="fs-ai-wiki" href="${Pages.wikiList}">${escapeHtml(T.toWiki)}</a></section></div>` +
      `<div class="fs-ai-foot"></div></div>`;
    return { title: T.title, html, reads: [AiApi.info] };
  };
}
