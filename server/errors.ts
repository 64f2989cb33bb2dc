import { ErrorCode } from '#shared/errors';
import type { Lang } from '#shared/i18n/lang';
import { sayIn, type Said } from './i18n/say';

/** A refusal's words: English text as it is, or a said message (server/i18n/say.ts) answered in the request's language. */
export type ErrorMessage = string | Said;

/** An error the API answers with its own status and message (`{ message, code }`). */
export class AppError extends Error {
  readonly expose = true;
  /** The message as said, when it is one: `errorBody` renders it in the request's language. */
  readonly said?: Said;
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: ErrorMessage,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(typeof message === 'string' ? message : sayIn(message, 'en'));
    if (typeof message !== 'string') this.said = message;
    this.name = 'AppError';
  }
}

/**
 * The JSON body an AppError answers with (the error handler's, and what an idempotent replay repeats),
 * its message in `lang` when it was said (docs/decisions/060-server-messages-in-both-languages.md).
 */
export const errorBody = (err: AppError, lang: Lang = 'en') => ({
  message: err.said ? sayIn(err.said, lang) : err.message,
  code: err.code,
  ...(err.details ?? {}),
});

export const badRequest = (message: ErrorMessage, details?: Record<string, unknown>) =>
  new AppError(400, ErrorCode.badRequest, message, details);
/** A 400 about one field of the request (`"field: message"`, and `fields` for the form to show beside it). */
export const fieldError = (field: string, message: string) =>
  new AppError(400, ErrorCode.validation, `${field}: ${message}`, { fields: { [field]: message } });
export const notFound = (message: ErrorMessage = 'Not found') => new AppError(404, ErrorCode.notFound, message);
export const conflict = (message: ErrorMessage, code: ErrorCode = ErrorCode.conflict, details?: Record<string, unknown>) =>
  new AppError(409, code, message, details);
export const unauthorized = (message = 'Not signed in') => new AppError(401, ErrorCode.unauthorized, message);
export const forbidden = (message = 'Forbidden') => new AppError(403, ErrorCode.forbidden, message);
export const unavailable = (message: ErrorMessage) => new AppError(503, ErrorCode.unavailable, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, ErrorCode.tooMany, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
