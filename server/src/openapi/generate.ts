import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';

/** The OpenAPI document as committed: stable key order, trailing newline. */
export async function generateOpenApi(): Promise<string> {
  const db = openDatabase('sqlite::memory:');
  await migrateToLatest(db);
  const app = await buildApp({ db, config: loadConfig({ jwtSecret: 'openapi-generation' }) });
  await app.ready();
  const doc = app.swagger();
  await app.close();
  await db.destroy();
  return `${JSON.stringify(doc, null, 2)}\n`;
}
