import type { $ZodType, $ZodTypes } from 'zod/v4/core';

/** A JSON schema in the dialect fast-json-stringify compiles (`nullable` marks a value that may be null). */
export interface SerializerSchema {
  type?: 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';
  format?: 'date-time';
  nullable?: boolean;
  items?: SerializerSchema;
  properties?: Record<string, SerializerSchema>;
  required?: string[];
  additionalProperties?: boolean | SerializerSchema;
}

type Def = $ZodTypes['_zod']['def'];
type Primitive = 'string' | 'number' | 'boolean';

const defOf = (schema: $ZodType) => schema._zod.def as Def;

/**
 * The serializer schema that writes exactly what zod's encode of `schema` followed by JSON.stringify writes,
 * for any value zod accepts: same fields (undeclared ones dropped), same values. undefined when that cannot
 * be promised: anything that changes the value on the way out (transforms, pipes, codecs, defaults, catch,
 * overwriting checks such as trim), recursive schemas, unions other than of plain values, tuples,
 * intersections, records with constrained keys. Such schemas stay on zod.
 */
export function toSerializerSchema(schema: $ZodType): SerializerSchema | undefined {
  return convert(schema, new Set());
}

function convert(schema: $ZodType, path: Set<$ZodType>): SerializerSchema | undefined {
  if (path.has(schema)) return undefined;
  const def = defOf(schema);
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) return undefined;
  path.add(schema);
  try {
    return convertDef(def, path);
  } finally {
    path.delete(schema);
  }
}

function convertDef(def: Def, path: Set<$ZodType>): SerializerSchema | undefined {
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return { type: def.type };
    // JSON.stringify writes a Date through toISOString, as fast-json-stringify's date-time format does.
    case 'date':
      return { type: 'string', format: 'date-time' };
    case 'any':
    case 'unknown':
      return {};
    case 'literal':
      return ofValues(def.values);
    case 'enum':
      return ofValues(Object.values(def.entries));
    case 'readonly':
      return convert(def.innerType, path);
    case 'nullable': {
      const inner = convert(def.innerType, path);
      return inner && withNull(inner);
    }
    case 'array': {
      const items = convert(def.element, path);
      return items && { type: 'array', items };
    }
    case 'object':
      return convertObject(def, path);
    case 'record':
      return convertRecord(def, path);
    case 'union':
      return convertUnion(def.options, path);
    default:
      return undefined;
  }
}

/** A field of an object or a value of a record: both leave out a key whose value is undefined. */
function convertField(field: $ZodType, path: Set<$ZodType>): SerializerSchema | undefined {
  const def = defOf(field);
  if (def.type === 'optional') {
    if (def.checks?.length) return undefined;
    return convert(def.innerType, path);
  }
  return convert(field, path);
}

function convertObject(
  def: Extract<Def, { type: 'object' }>,
  path: Set<$ZodType>,
): SerializerSchema | undefined {
  const additionalProperties = convertCatchall(def.catchall, path);
  if (additionalProperties === undefined) return undefined;
  const properties: Record<string, SerializerSchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(def.shape)) {
    const converted = convertField(field, path);
    if (!converted) return undefined;
    properties[key] = converted;
    if (field._zod.optout !== 'optional') required.push(key);
  }
  return { type: 'object', properties, required, additionalProperties };
}

/** What an object writes of its undeclared keys: none, all of them, or those its catchall schema takes. */
function convertCatchall(
  catchall: $ZodType | undefined,
  path: Set<$ZodType>,
): boolean | SerializerSchema | undefined {
  // No catchall strips unknown keys, never (strict) refuses them: either way none is written.
  if (!catchall || defOf(catchall).type === 'never') return false;
  const converted = convert(catchall, path);
  return converted && (converted.type === undefined ? true : converted);
}

function convertRecord(
  def: Extract<Def, { type: 'record' }>,
  path: Set<$ZodType>,
): SerializerSchema | undefined {
  // Constrained keys (enums, patterns) make zod refuse or demand keys; plain string keys pass as they are.
  const key = defOf(def.keyType);
  if (key.type !== 'string' || key.checks?.length) return undefined;
  const value = convertField(def.valueType, path);
  return value && { type: 'object', additionalProperties: value };
}

/** Unions of plain values of one kind (0 | 1, 'a' | 'b'), maybe with null; anything else stays on zod. */
function convertUnion(options: readonly $ZodType[], path: Set<$ZodType>): SerializerSchema | undefined {
  let nullable = false;
  let kind: Primitive | undefined;
  for (const option of options) {
    const converted = convert(option, path);
    if (!converted) return undefined;
    if (converted.type === 'null') {
      nullable = true;
      continue;
    }
    const optionKind = primitiveKind(converted);
    if (!optionKind || (kind && optionKind !== kind)) return undefined;
    kind = optionKind;
    if (converted.nullable) nullable = true;
  }
  if (!kind) return nullable ? { type: 'null' } : undefined;
  return nullable ? { type: kind, nullable } : { type: kind };
}

function primitiveKind(schema: SerializerSchema): Primitive | undefined {
  const { type, nullable, ...rest } = schema;
  if (Object.keys(rest).length > 0 || nullable === false) return undefined;
  return type === 'string' || type === 'number' || type === 'boolean' ? type : undefined;
}

/** Literals and enums are written as the values they hold; they only need one JSON kind. */
function ofValues(values: readonly unknown[]): SerializerSchema | undefined {
  const kinds = new Set(values.filter((v) => v !== null).map((v) => typeof v));
  if (kinds.size !== 1) return values.every((v) => v === null) ? { type: 'null' } : undefined;
  const [kind] = kinds;
  if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return undefined;
  return values.includes(null) ? { type: kind, nullable: true } : { type: kind };
}

function withNull(schema: SerializerSchema): SerializerSchema {
  if (schema.type === undefined || schema.type === 'null' || schema.nullable) return schema;
  return { ...schema, nullable: true };
}
