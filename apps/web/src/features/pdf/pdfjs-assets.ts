/**
 * Where the build puts pdf.js's CMaps and standard fonts (vite.config.ts copies them from pdfjs-dist), and
 * where the viewer fetches them: from our own origin, so a PDF whose fonts need them (a CJK font without its
 * glyphs, the 14 standard fonts) is drawn in WebViews that reach no CDN. The folder carries pdf.js's
 * version, so it lives under assets/ and is cached as immutable like the hashed bundles.
 */
export const pdfjsAssetDir = (version: string) => `assets/pdfjs-${version}`;

export const pdfjsAssetUrls = (base: string, version: string) => ({
  cMapUrl: `${base}${pdfjsAssetDir(version)}/cmaps/`,
  standardFontDataUrl: `${base}${pdfjsAssetDir(version)}/standard_fonts/`,
});
