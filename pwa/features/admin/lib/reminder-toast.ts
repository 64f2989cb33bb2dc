import { channelList, type BulkReminderResult, type ReminderResult } from '#shared/schemas/reminder';
import type { ToastInput } from '../../../components/toast';

/**
 * What the toast says after one reminder. 'Reminder Sent!' only when the server says it went by at
 * least one channel, and the description names them ("Ana Rosa: Reminder sent by email and SMS.");
 * when it was only recorded (nothing to send it by) or the push failed, the server's own truthful
 * message (docs/decisions/004c-dashboard.md, 042-notifications.md).
 */
export function reminderToast(result: ReminderResult, clientName: string): ToastInput {
  if (result.status === 'sent') return { title: 'Reminder Sent!', description: `${clientName}: ${result.message}` };
  if (result.status === 'failed') return { title: 'Reminder Not Sent', description: result.message, variant: 'destructive' };
  return { title: 'Reminder Recorded', description: result.message };
}

const clients = (n: number) => `${n} ${n === 1 ? 'client' : 'clients'}`;

/**
 * After the bulk button. Nobody due: says so ('No Reminders Due'), never 'sent to 0 clients'.
 * Everything due was sent: 'Bulk Reminders Sent!'
 * / 'Reminders sent to N clients who haven't visited in over 14 days, by email and SMS' (N = the
 * answer's count; the channels used by anyone). Some only recorded (nothing to send it by) or failed:
 * says so, with the server's own message.
 */
export function bulkReminderToast(result: BulkReminderResult): ToastInput {
  if (result.sent + result.recorded + result.failed === 0) {
    return { title: 'No Reminders Due', description: "No client is due a reminder: nobody has gone over 14 days without a visit and without a reminder this week." };
  }
  if (result.recorded === 0 && result.failed === 0) {
    const by = result.channels.length ? `, by ${channelList(result.channels)}` : '';
    return { title: 'Bulk Reminders Sent!', description: `Reminders sent to ${result.count} clients who haven't visited in over 14 days${by}` };
  }
  const due = result.sent + result.recorded + result.failed;
  const title = result.sent > 0 ? 'Some Reminders Sent' : result.recorded > 0 ? 'Reminders Recorded' : 'Reminders Not Sent';
  return {
    title,
    description: `Reminders for ${clients(due)} who haven't visited in over 14 days. ${result.message}`,
    variant: title === 'Reminders Not Sent' ? 'destructive' : 'default',
  };
}
