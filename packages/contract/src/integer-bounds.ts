import { INT4_MAX, INT4_MIN } from './limits';

interface JsonNode {
  type?: string | string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  [key: string]: unknown;
}

const isInteger = (node: JsonNode) =>
  node.type === 'integer' || (Array.isArray(node.type) && node.type.includes('integer'));

/**
 * Where a JSON schema (or a whole OpenAPI document) holds an integer wider than its column (decision 064).
 * An integer is bounded when it fits the int4 columns ids and counts live in, or says `format: int64` (a
 * bigint column read as a number) and stays within what a JavaScript number holds exactly.
 */
export function unboundedIntegers(schema: unknown, at: string): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${path}[${i}]`));
    if (!node || typeof node !== 'object') return;
    const json = node as JsonNode;
    if (isInteger(json)) {
      const min = json.minimum ?? json.exclusiveMinimum;
      const max = json.maximum ?? json.exclusiveMaximum;
      const [low, high] =
        json.format === 'int64' ? [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER] : [INT4_MIN, INT4_MAX];
      if (min === undefined || max === undefined || min < low || max > high) {
        found.push(`${path} [${min}, ${max}]${json.format ? ` ${json.format}` : ''}`);
      }
    }
    for (const [key, value] of Object.entries(json)) walk(value, `${path}.${key}`);
  };
  walk(schema, at);
  return found;
}
