// Answer fields that may be null, one definition for every route's schemas. These describe what the
// server sends; request values are bounded with http/bounds.ts (tests/api/openapiBounds.test.ts).
import { Type, type TSchema } from '@sinclair/typebox';

export const nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** A text of an answer that may be null. */
export const nullableText = (description?: string) => nullable(Type.String(description ? { description } : {}));
