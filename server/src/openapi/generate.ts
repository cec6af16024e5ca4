import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';

type Operation = { 'x-mesh'?: boolean; 'x-scope'?: string };

/**
 * The web app's catalogue for Mesh: the full document (what /docs renders) without the operations
 * GraphQL must not wrap: `x-mesh: false` (binary or XML answers, file uploads, the OAuth token
 * endpoint) and the integration API, which API clients call as REST with their own tokens.
 */
export function meshDocument<T extends { paths: Record<string, Record<string, unknown>> }>(doc: T): T {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    const kept = Object.fromEntries(
      Object.entries(item).filter(([, op]) => {
        const o = op as Operation;
        return o['x-mesh'] !== false && o['x-scope'] !== 'integration';
      }),
    );
    if (Object.keys(kept).length) paths[path] = kept;
  }
  return { ...doc, paths };
}

/** The OpenAPI document Mesh reads, as committed: stable key order, trailing newline. */
export async function generateOpenApi(): Promise<string> {
  const db = openDatabase('sqlite::memory:');
  await migrateToLatest(db);
  const app = await buildApp({ db, config: loadConfig({ jwtSecret: 'openapi-generation' }) });
  await app.ready();
  const doc = meshDocument(app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> });
  await app.close();
  await db.destroy();
  return `${JSON.stringify(doc, null, 2)}\n`;
}
