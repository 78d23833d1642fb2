// @ts-check
/*
 * Stands in for the app's entry on a page whose first screen the server drew (decision 052): once that
 * screen has painted, its main picture included (or after data-wait-ms), it restores the module preloads
 * and imports the entry. No imports of its own: it must stay one tiny request.
 */
const tag = /** @type {HTMLScriptElement | null} */ (document.querySelector('script[data-app-entry]'));
const entry = tag?.dataset.appEntry;
const waitMs = Number(tag?.dataset.waitMs) || 0;
const deferredRel = tag?.dataset.deferredRel;

// Who shared this address is kept at once, as the app's startup keeps it: a visitor who follows a link of
// the first screen before the app has run still counts for the member who shared it.
const query = new URLSearchParams(window.location.search);
for (const item of tag?.dataset.referralItems?.split(',') ?? []) {
  const value = query.get(item);
  try {
    if (value) window.localStorage.setItem(item, value);
  } catch {
    // no storage (private mode): the app's startup keeps it in memory, as ever
  }
}

/** @returns {Promise<void>} */
function firstContentfulPaint() {
  return new Promise((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      resolve(); // no paint timing in this browser: the cap decides
    }
  });
}

/** The first screen's main picture (the one the head asks for first) has loaded, or failed. */
function mainPictureSettled() {
  const wanted = document.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href');
  const pictures = [...document.querySelectorAll('img')].filter(
    (img) => wanted && img.getAttribute('src') === wanted && !img.complete,
  );
  return Promise.all(
    pictures.map(
      (img) =>
        new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}

/** After the next frame has been painted. */
const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * A visitor (no session where the app keeps it) on a page only members may open: the app sends them to log
 * in, so the page's first screen is not theirs to see, not even for the moment the app takes to load.
 */
function visitorOnMembersPage() {
  const sessionKey = tag?.dataset.membersOnly;
  if (!sessionKey) return false;
  try {
    return !window.localStorage.getItem(sessionKey);
  } catch {
    return true; // no storage: the app keeps its session in memory, so a page opened cold has none
  }
}

if (visitorOnMembersPage()) {
  for (const id of tag?.dataset.screenIds?.split(',') ?? []) document.getElementById(id)?.remove();
} else {
  const capped = new Promise((resolve) => setTimeout(resolve, waitMs));
  await Promise.race([Promise.all([firstContentfulPaint(), mainPictureSettled()]).then(nextPaint), capped]);
}
if (deferredRel) {
  // A new element: a browser need not fetch when only an existing link's rel changes.
  for (const link of document.querySelectorAll(`link[rel="${deferredRel}"]`)) {
    const preload = /** @type {HTMLLinkElement} */ (link.cloneNode());
    preload.rel = 'modulepreload';
    link.replaceWith(preload);
  }
}
if (entry) await import(entry);
