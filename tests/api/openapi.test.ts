import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApi } from '../../server/src/openapi/generate.ts';

describe('mesh/openapi.json', () => {
  it('matches the route schemas (run `npm run api:sync` after changing a route)', async () => {
    const committed = readFileSync(new URL('../../mesh/openapi.json', import.meta.url), 'utf8');
    expect(committed).toBe(await generateOpenApi());
  });

  it('gives every operation an operationId, a tag and a 200 + 400 response', async () => {
    const doc = JSON.parse(await generateOpenApi());
    for (const [path, item] of Object.entries<Record<string, { operationId?: string; tags?: string[]; responses: Record<string, unknown> }>>(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.operationId, `${method} ${path}`).toBeTruthy();
        expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
        expect(Object.keys(op.responses), `${method} ${path}`).toEqual(expect.arrayContaining(['200', '400']));
      }
    }
  });
});
