import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { makeTemplateDatabase } from './helpers/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    databaseKind: 'embedded' | 'server';
    /** A database migrated to the latest and seeded once per run; each test file's database is a copy of it. */
    templateDatabase: string;
  }
}

/**
 * API tests run against a real PostgreSQL: the embedded one (API_DB=embedded, the default) or the
 * server at TEST_DATABASE_URL (API_DB=server). Each test file then makes its own database, a copy of
 * one migrated and seeded here once (helpers/test-database.ts).
 */
export default async function setup(project: TestProject) {
  // A vitest run started by a test of this run (helpers/under-zones.ts) uses this run's PostgreSQL and template.
  if (process.env.API_DB_OF_PARENT) {
    const parent = JSON.parse(process.env.API_DB_OF_PARENT) as {
      adminDatabaseUrl: string;
      databaseKind: 'embedded' | 'server';
      templateDatabase: string;
    };
    project.provide('adminDatabaseUrl', parent.adminDatabaseUrl);
    project.provide('databaseKind', parent.databaseKind);
    project.provide('templateDatabase', parent.templateDatabase);
    return;
  }
  const kind = process.env.API_DB === 'server' ? 'server' : 'embedded';
  if (kind === 'server') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('API_DB=server needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
    project.provide('adminDatabaseUrl', url);
    project.provide('databaseKind', kind);
    const template = await makeTemplateDatabase(url);
    project.provide('templateDatabase', template.name);
    return template.drop;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-api-test-'));
  const pg = await startEmbeddedPostgres(dir);
  project.provide('adminDatabaseUrl', pg.url);
  project.provide('databaseKind', kind);
  project.provide('templateDatabase', (await makeTemplateDatabase(pg.url)).name);
  return async () => {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
