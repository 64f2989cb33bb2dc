import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingRules } from '#shared/schemas/booking-rules';
import { getJson, schema } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';

/** GET /api/booking-rules: how many days ahead the calendar may offer (the server's BOOKING_HORIZON_DAYS). */
export function fetchBookingRules(): Promise<BookingRules> {
  return getJson('/api/booking-rules', schema('booking-rules', 'BookingRules'));
}

export const bookingRulesQueryOptions = () => queryOptions({ queryKey: queryKeys.bookingRules(), queryFn: fetchBookingRules });

export function useBookingRules() {
  return useQuery(bookingRulesQueryOptions());
}
