import { channelList, type BulkReminderResult, type ReminderResult } from '#shared/schemas/reminder';
import type { Lang } from '#shared/i18n/lang';
import type { ToastInput } from '#pwa/components/toast';
import { translate } from '#pwa/i18n/catalogue';

/**
 * What the toast says after one reminder. 'Reminder Sent!' only when the server says it went by at
 * least one channel, and the description names them ("Ana Rosa: Reminder sent by email and SMS.");
 * when it was only recorded (nothing to send it by) or the push failed, the server's own truthful
 * message (docs/decisions/004c-dashboard.md, 042-notifications.md).
 */
export function reminderToast(result: ReminderResult, clientName: string, lang: Lang = 'en'): ToastInput {
  if (result.status === 'sent') return { title: translate(lang, 'admin.reminder.sent'), description: `${clientName}: ${result.message}` };
  if (result.status === 'failed')
    return { title: translate(lang, 'admin.reminder.notSent'), description: result.message, variant: 'destructive' };
  return { title: translate(lang, 'admin.reminder.recorded'), description: result.message };
}

/** 'email, SMS and push' in English (the shared wording); the language's own list otherwise. */
function channelsIn(channels: BulkReminderResult['channels'], lang: Lang): string {
  if (lang === 'en') return channelList(channels);
  const names = channels.map((c) =>
    translate(lang, c === 'sms' ? 'admin.channel.sms' : c === 'push' ? 'admin.channel.push' : 'admin.channel.email'),
  );
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
}

/**
 * After the bulk button. Nobody due: says so ('No Reminders Due'), never 'sent to 0 clients'.
 * Everything due was sent: 'Bulk Reminders Sent!'
 * / 'Reminders sent to N clients who haven't visited in over 14 days, by email and SMS' (N = the
 * answer's count; the channels used by anyone). Some only recorded (nothing to send it by) or failed:
 * says so, with the server's own message.
 */
export function bulkReminderToast(result: BulkReminderResult, lang: Lang = 'en'): ToastInput {
  if (result.sent + result.recorded + result.failed === 0) {
    return { title: translate(lang, 'admin.reminder.noneDue.title'), description: translate(lang, 'admin.reminder.noneDue.description') };
  }
  if (result.recorded === 0 && result.failed === 0) {
    const by = result.channels.length ? translate(lang, 'admin.reminder.bulkSent.by', { channels: channelsIn(result.channels, lang) }) : '';
    return {
      title: translate(lang, 'admin.reminder.bulkSent.title'),
      description: translate(lang, 'admin.reminder.bulkSent.description', { count: result.count }) + by,
    };
  }
  const due = result.sent + result.recorded + result.failed;
  const none = result.sent === 0 && result.recorded === 0;
  const title = translate(
    lang,
    result.sent > 0 ? 'admin.reminder.someSent' : result.recorded > 0 ? 'admin.reminder.bulkRecorded' : 'admin.reminder.bulkNotSent',
  );
  return {
    title,
    description: translate(lang, 'admin.reminder.bulkPartial', { count: due, message: result.message }),
    variant: none ? 'destructive' : 'default',
  };
}
