// Bounds every request schema uses. tests/api/openapiBounds.test.ts walks the OpenAPI document and
// fails on any request string without maxLength, array without maxItems or number without a finite
// minimum and maximum, so a new route cannot forget them.
import { Type, type IntegerOptions } from '@sinclair/typebox';

/** Row ids are PostgreSQL `integer`s: a larger id could never match and would be an out-of-range error there. */
export const MAX_ID = 2_147_483_647;

/** An e-mail address's longest form (RFC 5321's path limit less its brackets). */
export const MAX_EMAIL = 254;

/** A row id (1 … MAX_ID). */
export const Id = (options: IntegerOptions = {}) => Type.Integer({ minimum: 1, maximum: MAX_ID, ...options });

/** A count or offset (0 … MAX_ID). */
export const Count = (options: IntegerOptions = {}) => Type.Integer({ minimum: 0, maximum: MAX_ID, ...options });
