import { ErrorCode } from '#shared/errors';
import { useRef } from 'react';
import { SLOT_TAKEN_MESSAGE } from '#shared/domain/booking-constants';
import type { BookedAppointment } from '#shared/schemas/appointment';
import type { Service } from '#shared/schemas/catalogue';
import { useToast } from '#pwa/components/toast';
import { ApiError } from '#pwa/lib/api';
import { useCreateAppointment } from '../api/create-appointment';
import { isDraftComplete, toAppointmentInput } from '../lib/appointment-payload';
import { keyForBooking, type SentBooking } from '../lib/booking-key';
import type { BookingDraft } from '../lib/draft';
import { useFailureToast } from './use-failure-toast';
import { useT } from '#pwa/i18n/use-t';

type Handlers = { onBooked: (a: BookedAppointment) => void; onSlotTaken: () => void };

/** Confirm & Book: checks the draft, sends it, and turns each outcome into its screen or toast. */
export function useBook(draft: BookingDraft, service: Service | undefined, { onBooked, onSlotTaken }: Handlers) {
  const toast = useToast();
  const { t, known } = useT();
  const fail = useFailureToast();
  const mutation = useCreateAppointment();
  // The same booking pressed again (after a lost answer or a failure) goes with the same Idempotency-Key.
  const sent = useRef<SentBooking | undefined>(undefined);
  // A double tap's second click comes before React has disabled the button: it sends nothing.
  const inFlight = useRef(false);

  const book = () => {
    if (inFlight.current) return;
    if (!isDraftComplete(draft)) {
      toast({
        title: t('booking.book.missingTitle'),
        description: t('booking.book.missingBody'),
        variant: 'destructive',
      });
      return;
    }
    const input = toAppointmentInput(draft, service);
    sent.current = keyForBooking(sent.current, JSON.stringify(input));
    inFlight.current = true;
    mutation.mutate(
      { input, idempotencyKey: sent.current.key },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: (booked) => {
          sent.current = undefined;
          onBooked(booked);
        },
        onError: (error) => {
          const code = error instanceof ApiError ? (error.body as { code?: unknown } | null)?.code : undefined;
          const limitOrBusy =
            code === ErrorCode.bookingLimit ||
            code === ErrorCode.idempotencyInProgress ||
            (error instanceof ApiError && error.status === 429);
          if (error instanceof ApiError && limitOrBusy && error.serverMessage) {
            // A limit (too many upcoming bookings, or from this address), or this very booking still being
            // processed: the server's message says what to do (call the shop, try again shortly).
            toast({ title: t('booking.book.failedTitle'), description: known(error.serverMessage), variant: 'destructive' });
            return;
          }
          if (error instanceof ApiError && error.status === 409) {
            // The time went to someone else: say so, and return to Date & Time with fresh times.
            toast({
              title: t('booking.book.slotTakenTitle'),
              description: known(error.serverMessage ?? SLOT_TAKEN_MESSAGE),
              variant: 'destructive',
            });
            onSlotTaken();
            return;
          }
          fail(error, t('booking.book.failedTitle'), t('booking.book.failedBody'));
        },
      },
    );
  };

  return { book, booking: mutation.isPending };
}
