// What the inspector may show of a machine's context and events: everything but credentials.
// Fields named like passwords, tokens, secrets, keys or cookies, and any string shaped like a JWT,
// become '[redacted]' wherever they sit; the shape of the data stays readable.
export const REDACTED = '[redacted]';

const SECRET_NAME = /pass(word)?|token|secret|authori[sz]ation|cookie|key$/i;
const JWT = /^eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*$/;
const MAX_DEPTH = 12;

export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return JWT.test(value) ? REDACTED : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH || seen.has(value)) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_NAME.test(key) && v !== null && v !== undefined && v !== '' ? REDACTED : redact(v, depth + 1, seen);
  }
  return out;
}
