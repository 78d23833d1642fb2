function parts(version: string): number[] {
  return version
    .trim()
    .replace(/^v/i, '')
    .split('.')
    .map((part) => {
      const n = Number.parseInt(part, 10);
      return Number.isNaN(n) ? 0 : n;
    });
}

/** Dotted numeric comparison: '2.0.10' > '2.0.9'; missing parts count as 0, so '2.0' equals '2.0.0'. */
export function compareVersion(a: string, b: string): -1 | 0 | 1 {
  const left = parts(a);
  const right = parts(b);
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    const x = left[i] ?? 0;
    const y = right[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** SPEC §4: a lower current version than the latest one means outdated. */
export function isOutdated(current: string, latest: string): boolean {
  return compareVersion(current, latest) < 0;
}
