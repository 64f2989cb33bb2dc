/** Offline: managing the appointment needs the server (nothing is queued for later). */
export const MANAGE_OFFLINE_MESSAGE = 'Changing your appointment needs an internet connection. Reconnect and try again; nothing has been changed.';
