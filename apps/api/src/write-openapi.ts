import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { openDatabase } from '@stays/server-db';
import { OPENAPI_DOCUMENT_PATH, buildApiServer } from '@stays/server-http';

/** Where the API's OpenAPI document is kept in the repository (the integration test compares the served one with it). */
const OPENAPI_FILE = resolve(import.meta.dirname, '../openapi.json');

/**
 * `npm run openapi`: writes the document the API serves to apps/api/openapi.json. The API is built on an empty
 * in-memory database: producing the document runs no SQL.
 */
async function writeOpenApi(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = buildApiServer({ database, logger: false, payments: { holdSweepSeconds: 0 } });
  try {
    const answer = await app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
    if (answer.statusCode !== 200) throw new Error(`GET ${OPENAPI_DOCUMENT_PATH} answered ${answer.statusCode}: ${answer.body}`);
    const text = await format(JSON.stringify(answer.json()), { ...(await resolveConfig(OPENAPI_FILE)), filepath: OPENAPI_FILE });
    await writeFile(OPENAPI_FILE, text);
    console.log(`wrote ${OPENAPI_FILE}`);
  } finally {
    await app.close();
    await database.close();
  }
}

await writeOpenApi();
