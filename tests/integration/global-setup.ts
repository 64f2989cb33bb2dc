import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../server/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    databaseKind: 'embedded' | 'server';
  }
}

/**
 * API tests run against a real PostgreSQL: the embedded one (API_DB=embedded, the default) or the
 * server at TEST_DATABASE_URL (API_DB=server). Each test file then makes its own database.
 */
export default async function setup(project: TestProject) {
  const kind = process.env.API_DB === 'server' ? 'server' : 'embedded';
  if (kind === 'server') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('API_DB=server needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
    project.provide('adminDatabaseUrl', url);
    project.provide('databaseKind', kind);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-api-test-'));
  const pg = await startEmbeddedPostgres(dir);
  project.provide('adminDatabaseUrl', pg.url);
  project.provide('databaseKind', kind);
  return async () => {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
