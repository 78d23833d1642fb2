/**
 * Applies the app's stylesheet, which the built index.html only preloads so that it does not hold the
 * static shell's first paint (build/async-app-stylesheet, decision 050), and resolves once it is in force:
 * the first render waits for it, so nothing shows unstyled. Resolves at once on the dev server (styles come
 * with the modules there) and also when the file fails to load (the app then renders as it can).
 */
export function applyAppStylesheet(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>('link[data-app-stylesheet]');
  if (!link || link.rel === 'stylesheet') return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.rel = 'stylesheet';
  });
}
