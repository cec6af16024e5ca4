// Writes the OpenAPI document generated from the route schemas to mesh/openapi.json.
// `npm run openapi` after changing a route; tests/api/openapi.test.ts fails when the file drifts.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateOpenApi } from './generate.ts';

const target = resolve(import.meta.dirname, '../../../mesh/openapi.json');
writeFileSync(target, await generateOpenApi());
console.log(`wrote ${target}`);
