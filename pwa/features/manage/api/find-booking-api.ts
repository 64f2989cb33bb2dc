import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { FindBookingInput } from '#shared/schemas/notifications';
import { getJson, sendJson } from '#pwa/lib/api';

const Channels = z.object({ sms: z.boolean() });
const Sent = z.object({ message: z.string() });

/** GET /api/find-my-booking: whether the shop sends SMS (the page then offers the phone too). */
export function useFindBookingChannels() {
  return useQuery({ queryKey: ['/api/find-my-booking'], queryFn: () => getJson('/api/find-my-booking', Channels), staleTime: Infinity });
}

/** POST /api/find-my-booking: 202 with the one answer, whether or not the address is a client's. */
export function useFindBooking() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: FindBookingInput) => sendJson('POST', '/api/find-my-booking', input, Sent),
  });
}
