import { useMutation } from '@tanstack/react-query';
import { ReminderResult } from '#shared/schemas/reminder';
import { sendChange } from '../lib/send';

/** POST /api/clients/{id}/send-reminder (no body) → what happened: sent, or only recorded (no push yet). */
export function sendReminder(clientId: number): Promise<ReminderResult> {
  return sendChange('POST', `/api/clients/${clientId}/send-reminder`, undefined, ReminderResult);
}

export function useSendReminder() {
  return useMutation({ networkMode: 'always', mutationFn: sendReminder });
}
