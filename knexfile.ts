/**
 * Knex CLI configuration (`npx knex --knexfile knexfile.ts migrate:status`), for a server at
 * DATABASE_URL. The app itself migrates on start (server/db/open.ts) with the same migration list.
 */
import type { Knex } from 'knex';
import { migrationSource } from './server/db/migrations/index';

const config: Knex.Config = {
  client: 'pg',
  connection: process.env.DATABASE_URL,
  migrations: { migrationSource, tableName: 'knex_migrations' },
};

export default config;
