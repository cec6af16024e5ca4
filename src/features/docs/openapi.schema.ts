// Schema handling for the docs page: $ref resolution, allOf merging, null-variant folding, the
// display tree and example values. Pure functions over the raw document; no React, no fetch.
// Every walk carries the chain of $refs it is inside, so a recursive schema stops at the second
// visit instead of looping (the tree marks it `circular`, the example leaves it out).
import type { OpenApiDocument, SchemaObject } from './openapi.types.ts';
import { msg } from '../../i18n/i18n.ts';

/** Deepest nesting walked; a belt-and-braces stop for documents that nest without $ref cycles. */
const MAX_DEPTH = 24;

/** Looks up a local JSON pointer (`#/components/schemas/Foo`). External refs are not followed. */
export function resolveRef<T = unknown>(doc: OpenApiDocument, ref: string): T | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node as T;
}

export function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

interface Expanded {
  schema: SchemaObject;
  refName?: string;
  /** Set when the schema loops back to a $ref already being expanded. */
  circular?: string;
  stack: readonly string[];
}

/** Follows $ref chains and merges allOf, adding every ref it passes through to the stack. */
export function expandSchema(doc: OpenApiDocument, input: SchemaObject | undefined, stack: readonly string[] = []): Expanded {
  // Folding first turns `anyOf: [{$ref}, {type: 'null'}]` into a nullable $ref that the loop follows.
  let schema: SchemaObject = foldNull(isObject(input) ? input : {});
  let name: string | undefined;
  let chain = stack;
  while (typeof schema.$ref === 'string') {
    const ref = schema.$ref;
    name = refName(ref);
    if (chain.includes(ref)) return { schema: {}, refName: name, circular: name, stack: chain };
    chain = [...chain, ref];
    const target = resolveRef<SchemaObject>(doc, ref);
    // Sibling keywords next to $ref (3.1 allows description etc.) win over the target's.
    const { $ref: _ignored, ...siblings } = schema;
    schema = foldNull({ ...(isObject(target) ? target : {}), ...siblings });
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const { allOf, ...rest } = schema;
    let merged: SchemaObject = rest;
    for (const part of allOf) {
      const member = expandSchema(doc, part, chain);
      if (member.circular) continue;
      chain = member.stack;
      merged = mergeSchemas(merged, member.schema);
    }
    schema = merged;
  }
  return { schema: foldNull(schema), refName: name, stack: chain };
}

function mergeSchemas(a: SchemaObject, b: SchemaObject): SchemaObject {
  // a's keys first and a's value on a clash: allOf members read in order, earlier ones win.
  const properties = a.properties || b.properties ? { ...a.properties, ...b.properties, ...a.properties } : undefined;
  const required = a.required || b.required ? [...new Set([...(b.required ?? []), ...(a.required ?? [])])] : undefined;
  return { ...b, ...a, type: a.type ?? b.type ?? (properties ? 'object' : undefined), properties, required };
}

const isNullSchema = (s: SchemaObject) => s.type === 'null' || (Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null);

/** Turns 3.1's `type: [x, 'null']` and `anyOf: [x, {type: 'null'}]` into `nullable: true`. */
function foldNull(schema: SchemaObject): SchemaObject {
  let out = schema;
  if (Array.isArray(out.type)) {
    const types = out.type.filter((t) => t !== 'null');
    const nullable = types.length < out.type.length || out.nullable;
    out = { ...out, type: types.length === 1 ? types[0] : types.length === 0 ? 'null' : types, nullable };
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const variants = out[key];
    if (!Array.isArray(variants) || !variants.some((v) => isObject(v) && isNullSchema(v))) continue;
    const rest = variants.filter((v) => !(isObject(v) && isNullSchema(v)));
    const { [key]: _dropped, ...base } = out;
    out = rest.length === 1 ? { ...base, ...rest[0], nullable: true } : { ...base, [key]: rest, nullable: true };
  }
  return out;
}

function isObject(value: unknown): value is SchemaObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function primaryType(schema: SchemaObject): string | undefined {
  const t = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (t) return t;
  if (schema.properties || isObject(schema.additionalProperties)) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

// ---------------------------------------------------------------- display tree

export interface Constraint {
  text: string;
  value: string | number;
}

export interface SchemaNode {
  name?: string;
  required: boolean;
  /** 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null' | 'union' | 'any' */
  type: string;
  format?: string;
  refName?: string;
  nullable: boolean;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  description?: string;
  enumValues?: unknown[];
  defaultValue?: unknown;
  /** Limits as English texts with a {value} placeholder, shown through t() (`min length {value}`: 3). */
  constraints: Constraint[];
  properties?: SchemaNode[];
  /** Schema of the values of a map (`additionalProperties`). */
  additional?: SchemaNode;
  items?: SchemaNode;
  variants?: SchemaNode[];
  variantKind?: 'anyOf' | 'oneOf';
  /** Name of the schema this node would repeat; its fields are not expanded again. */
  circular?: string;
}

interface TreeOptions {
  name?: string;
  required?: boolean;
  stack?: readonly string[];
  depth?: number;
}

export function buildSchemaTree(doc: OpenApiDocument, input: SchemaObject | undefined, opts: TreeOptions = {}): SchemaNode {
  const depth = opts.depth ?? 0;
  const { schema, refName: ref, circular, stack } = expandSchema(doc, input, opts.stack);
  const node: SchemaNode = {
    name: opts.name,
    required: opts.required ?? false,
    type: primaryType(schema) ?? 'any',
    format: schema.format,
    refName: ref,
    nullable: schema.nullable === true,
    deprecated: schema.deprecated === true,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    description: schema.description ?? schema.title,
    enumValues: Array.isArray(schema.enum) ? schema.enum : schema.const !== undefined ? [schema.const] : undefined,
    defaultValue: schema.default,
    constraints: constraintsOf(schema),
  };
  if (circular) return { ...node, type: 'object', circular };
  if (node.enumValues?.length === 1 && node.enumValues[0] === null) return { ...node, type: 'null', enumValues: undefined };
  if (depth >= MAX_DEPTH) return node;
  const child = (s: SchemaObject | undefined, extra: TreeOptions = {}) => buildSchemaTree(doc, s, { ...extra, stack, depth: depth + 1 });

  const variantKind = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : undefined;
  if (variantKind) {
    const variants = (schema[variantKind] ?? []).map((v) => child(v));
    const literals = literalUnion(variants);
    if (literals) return { ...node, type: literals.type, enumValues: literals.values };
    return { ...node, type: schema.type ? node.type : 'union', variants, variantKind };
  }
  if (node.type === 'array') return { ...node, items: child(schema.items) };
  if (node.type === 'object') {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const properties = Object.entries(schema.properties ?? {}).map(([name, s]) => child(s, { name, required: required.has(name) }));
    const additional = isObject(schema.additionalProperties) ? child(schema.additionalProperties) : undefined;
    return { ...node, properties, additional };
  }
  return node;
}

/** `anyOf: [{enum:[0]}, {enum:[3]}]` reads better as one enum `0 | 3`. */
function literalUnion(variants: SchemaNode[]): { type: string; values: unknown[] } | undefined {
  if (variants.length === 0) return undefined;
  const type = variants[0].type;
  const plain = variants.every((v) => v.enumValues && v.type === type && !v.properties && !v.items && !v.variants);
  return plain ? { type, values: variants.flatMap((v) => v.enumValues ?? []) } : undefined;
}

function constraintsOf(s: SchemaObject): Constraint[] {
  const out: Constraint[] = [];
  if (s.minLength !== undefined) out.push({ text: msg('min length {value}'), value: s.minLength });
  if (s.maxLength !== undefined) out.push({ text: msg('max length {value}'), value: s.maxLength });
  if (s.minimum !== undefined) out.push({ text: msg('≥ {value}'), value: s.minimum });
  if (s.maximum !== undefined) out.push({ text: msg('≤ {value}'), value: s.maximum });
  if (s.multipleOf !== undefined) out.push({ text: msg('multiple of {value}'), value: s.multipleOf });
  if (s.minItems !== undefined) out.push({ text: msg('min items {value}'), value: s.minItems });
  if (s.maxItems !== undefined) out.push({ text: msg('max items {value}'), value: s.maxItems });
  if (s.pattern) out.push({ text: msg('pattern {value}'), value: s.pattern });
  return out;
}

/** Short type text for tables and badges: `string (date-time)`, `DictionaryItem[]`, `0 | 3`. */
export function typeLabel(node: SchemaNode): string {
  if (node.circular) return `${node.circular} (recursive)`;
  let label: string;
  if (node.type === 'array') {
    const inner = node.items ? typeLabel(node.items) : 'any';
    label = inner.includes(' ') ? `(${inner})[]` : `${inner}[]`;
  } else if (node.refName && (node.type === 'object' || node.type === 'union')) label = node.refName;
  else if (node.variants) label = node.variants.map(typeLabel).join(' | ');
  else label = node.format ? `${node.type} (${node.format})` : node.type;
  return node.nullable && node.type !== 'null' ? `${label} | null` : label;
}
