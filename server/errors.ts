import { ErrorCode } from '#shared/errors';

/** An error the API answers with its own status and message (`{ message, code }`). */
export class AppError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The JSON body an AppError answers with (the error handler's, and what an idempotent replay repeats). */
export const errorBody = (err: AppError) => ({ message: err.message, code: err.code, ...(err.details ?? {}) });

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError(400, ErrorCode.badRequest, message, details);
/** A 400 about one field of the request (`"field: message"`, and `fields` for the form to show beside it). */
export const fieldError = (field: string, message: string) =>
  new AppError(400, ErrorCode.validation, `${field}: ${message}`, { fields: { [field]: message } });
export const notFound = (message = 'Not found') => new AppError(404, ErrorCode.notFound, message);
export const conflict = (message: string, code: ErrorCode = ErrorCode.conflict, details?: Record<string, unknown>) =>
  new AppError(409, code, message, details);
export const unauthorized = (message = 'Not signed in') => new AppError(401, ErrorCode.unauthorized, message);
export const forbidden = (message = 'Forbidden') => new AppError(403, ErrorCode.forbidden, message);
export const unavailable = (message: string) => new AppError(503, ErrorCode.unavailable, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, ErrorCode.tooMany, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
