import path from 'node:path';
import { Env } from './config-env';
import { withSecretFiles } from './config-secret-files';
import { createLogger, type LogDestination, type Logger } from './logger';

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
  /** DRAIN_DELAY_MS: on SIGTERM, this long not ready but serving before the drain begins. */
  drainDelayMs: number;
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
    drainDelayMs: e.DRAIN_DELAY_MS,
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
