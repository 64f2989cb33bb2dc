import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReminderResult } from '#shared/schemas/reminder';
import { sendChange } from '../../staff-shell/lib/send';

/** POST /api/clients/{id}/send-reminder (no body) → what happened: sent, or only recorded (no push yet). */
export function sendReminder(clientId: number): Promise<ReminderResult> {
  return sendChange('POST', `/api/clients/${clientId}/send-reminder`, undefined, ReminderResult);
}

/** Sent or refused (409: reminded recently, or booked), the clients' cards are asked again: they show "Reminded <date>". */
export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: sendReminder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/clients/with-history'] }),
  });
}
