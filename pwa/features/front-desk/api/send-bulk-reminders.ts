import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BulkReminderPreview, BulkReminderResult } from '#shared/schemas/reminder';
import { getJson } from '#pwa/lib/api';
import { sendChange } from '../../staff-shell/lib/send';

/** GET /api/clients/reminders-due → how many clients the bulk reminders would reach now (the server's own rule). */
export function fetchRemindersDue(): Promise<BulkReminderPreview> {
  return getJson('/api/clients/reminders-due', BulkReminderPreview);
}

/** POST /api/clients/send-bulk-reminders (no body) → `count` clients reminded, split by outcome. */
export function sendBulkReminders(): Promise<BulkReminderResult> {
  return sendChange('POST', '/api/clients/send-bulk-reminders', undefined, BulkReminderResult);
}

/** The clients' cards show who was just reminded ("Reminded <date>") once sending is done. */
export function useSendBulkReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: sendBulkReminders,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/clients/with-history'] }),
  });
}
