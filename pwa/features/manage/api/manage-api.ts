import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AvailabilityDetail } from '#shared/schemas/availability';
import { BookingRules } from '#shared/schemas/booking-rules';
import { ManagedAppointment, type ManageReschedule } from '#shared/schemas/notifications';
import { PublicKeyAnswer, SubscribeAnswer, type PushSubscriptionJson } from '#shared/schemas/push';
import { ApiError, getJson, sendJson } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';

const base = (token: string) => `/api/manage/${encodeURIComponent(token)}`;

/** A wrong or expired link: the server answers 404 and nothing else; it is never retried. */
export const isInvalidLink = (err: unknown) => err instanceof ApiError && err.status === 404;

/** GET /api/manage/{token}: the appointment as its client sees it. */
export function useManagedAppointment(token: string) {
  return useQuery({
    queryKey: queryKeys.managed(token),
    queryFn: () => getJson(base(token), ManagedAppointment),
    retry: (count, err) => !isInvalidLink(err) && count < 2,
  });
}

/** GET /api/manage/{token}/availability?date=: the wizard's day view, the appointment's own place free for itself. */
export function useManagedAvailability(token: string, date: string | undefined) {
  return useQuery({
    queryKey: queryKeys.managedAvailability(token, date ?? ''),
    queryFn: () => getJson(`${base(token)}/availability?date=${date}`, AvailabilityDetail),
    enabled: date !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/booking-rules: how far ahead the calendar offers days. */
export function useBookingHorizon() {
  return useQuery({ queryKey: queryKeys.bookingRules(), queryFn: () => getJson('/api/booking-rules', BookingRules) });
}

export const rescheduleAppointment = (token: string, to: ManageReschedule) =>
  sendJson('POST', `${base(token)}/reschedule`, to, ManagedAppointment);
export const cancelAppointment = (token: string) => sendJson('POST', `${base(token)}/cancel`, undefined, ManagedAppointment);
export const calendarUrl = (token: string) => `${base(token)}/calendar.ics`;

export const getPushPublicKey = () => getJson('/api/push/public-key', PublicKeyAnswer);
/** POST /api/manage/{token}/push: this device gets the client's reminders (the link proves the email). */
export const bindPushToLink = (token: string, subscription: PushSubscriptionJson) =>
  sendJson('POST', `${base(token)}/push`, { subscription }, SubscribeAnswer);
