import type { Knex } from 'knex';
import * as m001 from './001-catalogue';
import * as m002 from './002-booking';
import * as m003 from './003-orders';
import * as m004 from './004-staff';
import * as m005 from './005-admin';
import * as m006 from './006-push';
import * as m007 from './007-schedule-notify';
import * as m010 from './010-hardening';
import * as m011 from './011-back-office';
import * as m012 from './012-notifications';
import * as m013 from './013-store';
import * as m014 from './014-inbox';
import * as m015 from './015-product-translations';
import * as m016 from './016-client-language';
import * as m017 from './017-seed-pictures';
import * as m018 from './018-no-show';
import * as m019 from './019-client-search';
import * as m020 from './020-barber-rating';
import * as m024 from './024-audit-said';
import * as m029 from './029-order-holder-address';
import * as m030 from './030-notification-unknown';
import * as m027 from './027-find-my-booking';
import * as m025 from './025-floor';
import * as m031 from './031-line-push';
import * as m032 from './032-day-ended';

/**
 * Migrations are listed here in order (not discovered from the file system), so they run the same
 * under tsx, in tests and in a bundle. Never edit one that has landed: add the next number.
 */
type Migration = { name: string; up: (db: Knex) => Promise<void>; down: (db: Knex) => Promise<void> };

const migrations: Migration[] = [
  m001,
  m002,
  m003,
  m004,
  m005,
  m006,
  m007,
  m010,
  m011,
  m012,
  m013,
  m014,
  m015,
  m016,
  m017,
  m018,
  m019,
  m020,
  m024,
  m025,
  m027,
  m029,
  m030,
  m031,
  m032,
];

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: () => Promise.resolve(migrations),
  getMigrationName: (m) => m.name,
  getMigration: (m) => Promise.resolve({ up: m.up, down: m.down }),
};
