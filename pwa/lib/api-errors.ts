import { ApiError } from './api';

/**
 * Whether a failure came from having no network (fetch rejects with a TypeError, or the browser
 * says it is offline) rather than from an answer of the server.
 */
export function isNetworkError(error: unknown, online: boolean): boolean {
  if (error instanceof ApiError) return false;
  return !online || error instanceof TypeError;
}

/** A 401 from the API: the staff member is signed out (docs/product.md#sign-in). */
export const isUnauthorized = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 401;
