import { useMutation } from '@tanstack/react-query';
import { BulkReminderResult } from '#shared/schemas/reminder';
import { sendChange } from '../lib/send';

/** POST /api/clients/send-bulk-reminders (no body) → `count` clients reminded, split by outcome. */
export function sendBulkReminders(): Promise<BulkReminderResult> {
  return sendChange('POST', '/api/clients/send-bulk-reminders', undefined, BulkReminderResult);
}

export function useSendBulkReminders() {
  return useMutation({ networkMode: 'always', mutationFn: sendBulkReminders });
}
