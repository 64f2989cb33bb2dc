import { z } from 'zod';
import { DEFAULT_CHANGE_CUTOFF_HOURS } from '#shared/schemas/notifications';
import { LOG_LEVELS } from './logger';

/** The environment's schema: each setting, its default and its check (loadConfig in server/config.ts reads it). */
export const Env = z.object({
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
  // On SIGTERM, answer /api/health/ready with 503 and go on serving this long before draining, so the proxy
  // stops sending requests first (docs/decisions/089-leave-the-proxy-before-draining.md).
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
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
