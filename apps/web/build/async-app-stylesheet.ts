import type { Plugin } from 'vite';

/** The attribute that marks the app's own stylesheet in the built index.html (lib/app-stylesheet reads it). */
export const APP_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet';

const ENTRY_STYLESHEET = /<link rel="stylesheet"( crossorigin)? href="(\/assets\/index-[\w-]+\.css)">/;

/**
 * The built page names the entry's stylesheet as a preload instead of a render-blocking stylesheet: the
 * static shell (styled inline) paints as soon as the document arrives, while the stylesheet downloads beside
 * the entry script, which applies it before its first render (lib/app-stylesheet). Decision 050.
 */
export function deferAppStylesheet(html: string): string {
  return html.replace(
    ENTRY_STYLESHEET,
    (_, crossorigin: string | undefined, href: string) =>
      `<link rel="preload" as="style"${crossorigin ?? ''} href="${href}" ${APP_STYLESHEET_ATTRIBUTE}>`,
  );
}

export function asyncAppStylesheet(): Plugin {
  return {
    name: 'async-app-stylesheet',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: deferAppStylesheet },
  };
}
