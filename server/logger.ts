/**
 * The server's log (docs/decisions/012-logging.md): pino, one JSON object per line on standard
 * output, at the level LOG_LEVEL names. A line written while a request is handled carries that
 * request's id. No request bodies, cookies, authorization headers, emails, phones or names.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };
/** Where lines go: standard output unless a test or `npm run dev` (pretty printing) gives another. */
export type LogDestination = DestinationStream;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Fields that hold a person's data or a secret, wherever a logged object carries them. */
const PRIVATE_KEYS = [
  'cookie',
  'set-cookie',
  'authorization',
  'password',
  'email',
  'clientEmail',
  'phone',
  'clientPhone',
  'name',
  'clientName',
  'firstName',
  'lastName',
  'displayName',
];
const REDACT_PATHS = PRIVATE_KEYS.flatMap((k) => {
  const key = /^[A-Za-z]\w*$/.test(k) ? k : `["${k}"]`;
  const sep = key.startsWith('[') ? '' : '.';
  return [key, `*${sep}${key}`, `*.*${sep}${key}`];
});

const EMAIL = /[^\s@"'<>()[\]{},;:/]+@[^\s@"'<>()[\]{},;:/]+\.[A-Za-z]{2,}/g;
const PHONE = /(?<![\d.:-])(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?![\d.:-])/g;

/** Free text (an error's message, a path) with emails and phone numbers in it replaced. */
export function scrub(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

/** A request path as logged: without the query string, and with emails and phones (a by-email look-up) replaced. */
export function loggedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: scrub the path as it came.
  }
  return scrub(decoded).replace(/[^\x20-\x7e]/g, '?');
}

/**
 * An error as logged: its type, message, stack and the codes that say what went wrong. PostgreSQL's
 * `detail`, `where` and the like are left out: they quote the values that broke a rule (an email
 * that was taken, a phone too long), and emails and phones are scrubbed from the message too.
 */
function safeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const e = err as Error & { code?: unknown; status?: unknown; constraint?: unknown; table?: unknown; column?: unknown };
  return {
    type: e.constructor.name,
    message: scrub(e.message),
    stack: e.stack ? scrub(e.stack) : undefined,
    code: e.code,
    status: e.status,
    constraint: e.constraint,
    table: e.table,
    column: e.column,
  };
}

type RequestScope = { requestId: string };
const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs a request's handling with its id in scope, so lines any logger writes meanwhile carry it. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return requestScope.run({ requestId }, fn);
}

export function createLogger(opts: { level: LogLevel; destination?: LogDestination }): Logger {
  return pino(
    {
      level: opts.level,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: safeError },
      // A request's own (child) logger already names its id; the app-wide one, used in code that
      // has no request at hand (a command's deps), gets it from the request being handled.
      mixin: (_obj, _level, logger) => {
        const scope = requestScope.getStore();
        return scope && !('requestId' in logger.bindings()) ? { requestId: scope.requestId } : {};
      },
    },
    opts.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** A logger that writes nothing: the default of modules whose caller may not want their lines. */
export const noLog: Logger = pino({ level: 'silent' });
