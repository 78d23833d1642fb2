/**
 * A stable operationId from the method and the path, e.g. GET /api/news/ver/2/info/:id →
 * getApiNewsVer2InfoById: generated clients name their functions after it, so it must not change when a
 * summary or the order of routes does. Unique because method and path are (the document checks).
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{](\w+)}?$/.exec(segment)?.[1];
      return param ? ['by', param] : segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
    });
  const capitalized = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return [method.toLowerCase(), ...capitalized].join('');
}
