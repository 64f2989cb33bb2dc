import { SLOT_TAKEN_MESSAGE, type BookedAppointment } from '../../../../shared/schemas/appointment';
import type { Service } from '../../../../shared/schemas/catalogue';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { useCreateAppointment } from '../api/create-appointment';
import { isDraftComplete, toAppointmentInput } from '../lib/appointment-payload';
import type { BookingDraft } from '../lib/draft';
import { useFailureToast } from './use-failure-toast';

type Handlers = { onBooked: (a: BookedAppointment) => void; onSlotTaken: () => void };

/** Confirm & Book: checks the draft, sends it, and turns each outcome into the spec's screen or toast. */
export function useBook(draft: BookingDraft, service: Service | undefined, { onBooked, onSlotTaken }: Handlers) {
  const toast = useToast();
  const fail = useFailureToast();
  const mutation = useCreateAppointment();

  const book = () => {
    if (!isDraftComplete(draft)) {
      toast({
        title: 'Missing Information',
        description: 'Please ensure all booking details and client information are filled out.',
        variant: 'destructive',
      });
      return;
    }
    mutation.mutate(toAppointmentInput(draft, service), {
      onSuccess: onBooked,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          // The time went to someone else: say so, and return to Date & Time with fresh times.
          toast({ title: 'Time no longer available', description: error.serverMessage ?? SLOT_TAKEN_MESSAGE, variant: 'destructive' });
          onSlotTaken();
          return;
        }
        fail(error, 'Booking Failed', 'There was an error booking your appointment. Please try again.');
      },
    });
  };

  return { book, booking: mutation.isPending };
}
