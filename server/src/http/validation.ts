// Request validation: JSON bodies are taken as typed, with no coercion ("Infinity" is not a number,
// "1" is not an integer, a scalar is not a one-item array); query strings and path parameters are
// text by nature, so only they are coerced. Ajv coerces "Infinity" and "1e400" to Infinity and then
// skips minimum/maximum for non-finite numbers, so coerced values are checked once more here.
// Every failing field is reported at once so a 400 lists all of them; bounded strings and arrays
// (http/bounds.ts, tests/api/openapiBounds.test.ts) keep allErrors cheap. Response serializers are
// compiled when first needed (http/serialization.ts).
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';
import { buildLazySerializer } from './serialization.ts';

interface CompilerOptions {
  customOptions?: Record<string, unknown>;
}
interface ValidationError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}
interface Validate {
  (data: unknown, context?: unknown): boolean;
  errors?: ValidationError[] | null;
  schemaEnv?: unknown;
}
type Compile = (route: { httpPart?: string }) => Validate;
type Factory = (externalSchemas: unknown, options: CompilerOptions) => Compile;

const shared = { allErrors: true, removeAdditional: false, useDefaults: true };

/** Paths (ajv style, /a/0/b) of numbers that are not finite. Query strings and params are flat and small. */
function nonFinite(value: unknown, path = ''): ValidationError[] {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? [] : [{ instancePath: path, keyword: 'type', params: { type: 'finite number' }, message: 'must be a finite number' }];
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => nonFinite(v, `${path}/${k}`));
  return [];
}

function finiteOnly(validate: Validate): Validate {
  const checked: Validate = (data, context) => {
    const valid = validate(data, context);
    checked.errors = valid ? null : validate.errors;
    if (!valid) return false;
    const errors = nonFinite(data);
    checked.errors = errors.length ? errors : null;
    return errors.length === 0;
  };
  // Fastify passes the parent object (so ajv may coerce a root value) only to functions that carry schemaEnv.
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

// One pool for the process, as Fastify's own: compilers are reused per set of shared schemas and options.
const factory = AjvCompiler() as unknown as Factory;

function buildValidator(externalSchemas: unknown, options: CompilerOptions = {}): Compile {
  const typed = factory(externalSchemas, { ...options, customOptions: { ...options.customOptions, ...shared, coerceTypes: false } });
  const coerced = factory(externalSchemas, { ...options, customOptions: { ...options.customOptions, ...shared, coerceTypes: 'array' } });
  return (route) => (route.httpPart === 'body' ? typed(route) : finiteOnly(coerced(route)));
}

export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator: buildValidator as unknown as BuildCompilerFromPool, buildSerializer: buildLazySerializer },
};
