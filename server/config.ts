import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CHANGE_CUTOFF_HOURS } from '#shared/schemas/notifications';
import { createLogger, LOG_LEVELS, type LogDestination, type Logger } from './logger';

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DIST_DIR: z.string().min(1).default('dist/pwa'),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  // pino's levels (docs/decisions/012-logging.md); the tests' app asks for silent.
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // Stripe: no secret key means payments are not configured (checkout answers 503). An empty value counts as unset.
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  // Where the Stripe client sends requests (tests point it at a local fake); defaults to Stripe's own.
  STRIPE_API_HOST: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  // Staff sign-in (docs/decisions/004-auth.md, 027-staff-sessions.md): first account, cookie signing keys, reverse proxy trust.
  ADMIN_USERNAME: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  SESSION_KEYS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ?.split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .refine((k) => !k || k.every((x) => x.length >= 32), 'each key must be at least 32 characters'),
  // How many reverse proxies stand in front (0: none). Only the addresses they added to X-Forwarded-For count.
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9]$/, 'must be the number of reverse proxies in front of the app, 0 to 9')
    .default('0')
    .transform(Number),
  // Web push (docs/decisions/007-push.md): VAPID keys, or generated once and kept in the database.
  VAPID_PUBLIC_KEY: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  VAPID_PRIVATE_KEY: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  // The key client links are derived from (docs/decisions/042-notifications.md); unset: generated once and kept in the database.
  LINK_KEY: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => !v || /^[A-Za-z0-9_-]{43,}$/.test(v), 'must be at least 43 base64url characters (32 random bytes)'),
  VAPID_SUBJECT: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => !v || /^(mailto:|https:\/\/)/.test(v), 'must start with mailto: or https://'),
  REMINDER_JOB: z.enum(['on', 'off']).default('on'),
  REMINDER_INTERVAL_MS: z.coerce.number().int().min(1000).default(30_000),
  // The availability cache (docs/decisions/003-availability-cache.md); off: every request reads the database.
  SCHEDULE_CACHE: z.enum(['on', 'off']).default('on'),
  // 1: do not migrate or seed at start (a one-shot `npm run migrate` did); start refuses if this build's migrations are pending.
  SKIP_MIGRATIONS: z.enum(['0', '1']).default('0'),
  // A request (headers and body) not received within this time is answered 408 and dropped.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  // Abuse limits on public booking (docs/decisions/024-public-rate-limits.md, 025-booking-limits.md) and the push endpoint switch (039-push-endpoint-policy.md).
  BOOKING_MAX_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(4),
  BOOKING_MAX_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(10),
  BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).max(730).default(90),
  PUSH_DEV_ENDPOINTS: z.enum(['0', '1']).default('0'),
  // Email and SMS to clients (docs/decisions/042-notifications.md). No SMTP_URL: every email is recorded
  // as "email not configured" and logged; no Twilio: no SMS is owed.
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => !v || /^smtps?:\/\/[^\s]+$/.test(v), 'must be smtp://user:pass@host:587 or smtps://…'),
  MAIL_FROM: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  PUBLIC_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim().replace(/\/+$/, '') || undefined)
    .refine((v) => !v || /^https?:\/\/[^\s/]+/.test(v), 'must be an http(s) address, e.g. https://barbershop.example'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  TWILIO_AUTH_TOKEN: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  TWILIO_FROM: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  TWILIO_API_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim().replace(/\/+$/, '') || undefined),
  CHANGE_CUTOFF_HOURS: z.coerce.number().int().min(0).max(168).default(DEFAULT_CHANGE_CUTOFF_HOURS),
  NOTIFY_INTERVAL_MS: z.coerce.number().int().min(200).default(30_000),
  // Tests only (docs/decisions/061-tests-get-their-day.md): the server's clock runs this far ahead of the machine's, and PUT /api/test-clock moves it.
  TEST_CLOCK_OFFSET_MS: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? Number(v) : undefined))
    .refine((v) => v === undefined || Number.isSafeInteger(v), 'must be a whole number of milliseconds'),
  // Tests only: scrypt's cost exponent for new password hashes (server/auth/password.ts), cheaper than production's 15.
  TEST_SCRYPT_LN: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? Number(v) : undefined))
    .refine((v) => v === undefined || (Number.isInteger(v) && v >= 10 && v <= 15), 'must be a whole number from 10 to 15'),
});

/** Every setting the server reads from its environment (.env.example lists each one; server/env-example.test.ts). */
export const CONFIG_VARIABLES = Object.keys(Env.shape) as (keyof typeof Env.shape)[];

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  distDir: string;
  rateLimits: boolean;
  /** The server's logger (JSON lines at LOG_LEVEL); request handlers use `ctx.state.log`, which names the request id. */
  log: Logger;
  stripe: StripeConfig;
  /** First staff account when none exists (never overrides an existing one). */
  admin: { username: string | undefined; password: string | undefined };
  /** Cookie signing keys from SESSION_KEYS; undefined: generated once and kept in the database. */
  sessionKeys: string[] | undefined;
  /** The client links' key from LINK_KEY; undefined: generated once and kept in the database. */
  linkKey: string | undefined;
  /** TRUST_PROXY=1: behind a reverse proxy, so X-Forwarded-Proto/For decide https and the client address. */
  trustProxy: boolean;
  /** TRUST_PROXY=N: the client's address is the Nth X-Forwarded-For entry from the right (Koa's maxIpsCount). */
  proxyCount: number;
  /** SKIP_MIGRATIONS=1: the release's migrate step ran them; start only checks none is pending. */
  skipMigrations: boolean;
  push: PushConfig;
  /** SCHEDULE_CACHE=off: the public availability routes read the database on every request. */
  scheduleCache: boolean;
  /** REQUEST_TIMEOUT_MS: a client slower than this to send its request is dropped (408). */
  requestTimeoutMs: number;
  booking: BookingLimits;
  notify: NotifyConfig;
  /**
   * TEST_CLOCK_OFFSET_MS (development and tests only): set, the server's clock is the machine's plus
   * this offset and `PUT /api/test-clock` can move it; unset, the machine's clock.
   */
  testClockOffsetMs: number | undefined;
  /** TEST_SCRYPT_LN (development and tests only): new password hashes use N = 2^this instead of 2^15; `npm start` applies it. */
  testScryptLn: number | undefined;
};

/** Email and SMS to clients (docs/decisions/042-notifications.md). */
export type NotifyConfig = {
  /** undefined: email is not configured (messages are recorded and logged, not sent). */
  smtpUrl: string | undefined;
  /** The From address; default "<shop name> <no-reply@host of PUBLIC_URL>". */
  mailFrom: string | undefined;
  /** Where links in messages point: PUBLIC_URL, else http://localhost:PORT. No trailing slash. */
  publicUrl: string;
  /** All three, or SMS is not configured (no SMS is owed). */
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string } | undefined;
  /** Changes through the manage link are refused this many hours before the start. */
  changeCutoffHours: number;
  /** The notification job's tick (it is also woken by NOTIFY notifications_due). Runs when REMINDER_JOB=on. */
  intervalMs: number;
};

/** Public booking's abuse limits (docs/decisions/025-booking-limits.md). */
export type BookingLimits = {
  /** Live upcoming appointments one client (same email or same phone) may hold through public booking. */
  maxPerClient: number;
  /** Public bookings one address may make per shop-local day (beside the 10-minute limit). */
  maxPerAddressPerDay: number;
  /** How many days ahead of the shop's today a public booking may be. */
  horizonDays: number;
};

export type PushConfig = {
  /** Both or neither: without them the keys are generated on first start and kept in app_settings. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  vapidSubject: string | undefined;
  /** REMINDER_JOB=off: no reminder job in this process. */
  reminderJob: boolean;
  reminderIntervalMs: number;
  /**
   * PUSH_DEV_ENDPOINTS=1 (development and tests only): any https endpoint, or plain http to a
   * loopback push service. Otherwise only https endpoints of known push services are accepted and sent to.
   */
  devEndpoints: boolean;
};

export type StripeConfig = {
  secretKey: string | undefined;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
  api: { host?: string; port?: number; protocol?: 'http' | 'https' };
};

/** The secrets that may come from a file instead: `NAME_FILE=/run/secrets/x` reads NAME from that file (docs/backups.md#keys). */
export const SECRET_FILE_VARIABLES = [
  'SESSION_KEYS',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'LINK_KEY',
  'ADMIN_PASSWORD',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'DATABASE_URL',
] as const;

function withSecretFiles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const name of SECRET_FILE_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) throw new Error(`Invalid configuration:\n  ${name}_FILE: set ${name} or ${name}_FILE, not both`);
    try {
      out[name] = fs.readFileSync(file, 'utf8').trim();
    } catch (err) {
      throw new Error(
        `Invalid configuration:\n  ${name}_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? String(err)})`,
        { cause: err },
      );
    }
  }
  return out;
}

/**
 * process.env parsed once; a bad value stops start-up with a clear line. `logTo`: where log lines
 * go instead of standard output (tests capture them, `npm run dev` pretty-prints them).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, opts: { logTo?: LogDestination } = {}): Config {
  const parsed = Env.safeParse(withSecretFiles(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const twilioSet = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM].filter(Boolean).length;
  if (twilioSet !== 0 && twilioSet !== 3) {
    throw new Error('Invalid configuration:\n  TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: set all three for SMS, or none');
  }
  if (e.NODE_ENV === 'production' && e.PUSH_DEV_ENDPOINTS === '1') {
    throw new Error('Invalid configuration:\n  PUSH_DEV_ENDPOINTS: is for development and tests only, never with NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && e.TEST_CLOCK_OFFSET_MS !== undefined) {
    throw new Error('Invalid configuration:\n  TEST_CLOCK_OFFSET_MS: is for tests only, never with NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && e.TEST_SCRYPT_LN !== undefined) {
    throw new Error('Invalid configuration:\n  TEST_SCRYPT_LN: is for tests only, never with NODE_ENV=production');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    distDir: path.resolve(e.DIST_DIR),
    rateLimits: e.RATE_LIMITS === 'on',
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    sessionKeys: e.SESSION_KEYS?.length ? e.SESSION_KEYS : undefined,
    linkKey: e.LINK_KEY,
    trustProxy: e.TRUST_PROXY > 0,
    proxyCount: e.TRUST_PROXY,
    scheduleCache: e.SCHEDULE_CACHE === 'on',
    skipMigrations: e.SKIP_MIGRATIONS === '1',
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    push: {
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      vapidSubject: e.VAPID_SUBJECT,
      reminderJob: e.REMINDER_JOB === 'on',
      reminderIntervalMs: e.REMINDER_INTERVAL_MS,
      devEndpoints: e.PUSH_DEV_ENDPOINTS === '1',
    },
    booking: {
      maxPerClient: e.BOOKING_MAX_PER_CLIENT,
      maxPerAddressPerDay: e.BOOKING_MAX_PER_ADDRESS_PER_DAY,
      horizonDays: e.BOOKING_HORIZON_DAYS,
    },
    notify: {
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
          ? {
              accountSid: e.TWILIO_ACCOUNT_SID,
              authToken: e.TWILIO_AUTH_TOKEN,
              from: e.TWILIO_FROM,
              apiUrl: e.TWILIO_API_URL ?? 'https://api.twilio.com',
            }
          : undefined,
      changeCutoffHours: e.CHANGE_CUTOFF_HOURS,
      intervalMs: e.NOTIFY_INTERVAL_MS,
    },
    testClockOffsetMs: e.TEST_CLOCK_OFFSET_MS,
    testScryptLn: e.TEST_SCRYPT_LN,
    log: createLogger({ level: e.LOG_LEVEL, destination: opts.logTo }),
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      api: { host: e.STRIPE_API_HOST, port: e.STRIPE_API_PORT, protocol: e.STRIPE_API_PROTOCOL },
    },
  };
}
