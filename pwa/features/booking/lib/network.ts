import { ApiError } from '../../../lib/api';

/**
 * Whether a failure came from having no network (fetch rejects with a TypeError, or the browser
 * says it is offline) rather than from an answer of the server.
 */
export function isNetworkError(error: unknown, online: boolean): boolean {
  if (error instanceof ApiError) return false;
  return !online || error instanceof TypeError;
}

export const OFFLINE_TITLE = 'You are offline';
export const OFFLINE_MESSAGE = 'Booking needs an internet connection. Reconnect and try again; nothing has been booked yet.';
