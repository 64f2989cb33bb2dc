export const OFFLINE_TITLE = 'You are offline';
export const OFFLINE_MESSAGE = 'Booking needs an internet connection. Reconnect and try again; nothing has been booked yet.';
