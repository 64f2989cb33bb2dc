import { describe, expect, it } from 'vitest';
import { NO_DEVICE_MESSAGE } from '#shared/schemas/reminder';
import { bulkReminderToast, reminderToast } from './reminder-toast';

describe('reminderToast', () => {
  it("says 'Reminder Sent!' only when the server sent it", () => {
    expect(reminderToast({ channel: 'push', status: 'sent', message: 'Sent by push notification.', sentTo: 'push' }, 'Ana')).toMatchObject({
      title: 'Reminder Sent!',
    });
  });

  it('says it was recorded, in the server’s words, while nothing is sent', () => {
    expect(reminderToast({ channel: 'none', status: 'recorded', message: NO_DEVICE_MESSAGE }, 'Ana')).toEqual({
      title: 'Reminder Recorded',
      description: NO_DEVICE_MESSAGE,
    });
  });

  it('says a failed push failed', () => {
    expect(reminderToast({ channel: 'push', status: 'failed', message: 'The push service refused it.' }, 'Ana')).toMatchObject({
      title: 'Reminder Not Sent',
      variant: 'destructive',
    });
  });
});

describe('bulkReminderToast', () => {
  it('uses the spec’s words when every reminder was sent', () => {
    expect(bulkReminderToast({ count: 3, sent: 3, recorded: 0, failed: 0, channel: 'push', message: 'Sent to 3 clients (4 devices).' })).toEqual({
      title: 'Bulk Reminders Sent!',
      description: "Reminders sent to 3 clients who haven't visited in over 14 days",
    });
  });

  it('with nobody due, says nobody was due (never "sent to 0 clients")', () => {
    const t = bulkReminderToast({ count: 0, sent: 0, recorded: 0, failed: 0, channel: 'none', message: 'No clients are due a reminder.' });
    expect(t.title).toBe('No Reminders Due');
    expect(t.description).not.toMatch(/sent/i);
  });

  it('when only recorded, says so with how many and the server’s message', () => {
    const t = bulkReminderToast({ count: 0, sent: 0, recorded: 2, failed: 0, channel: 'none', message: 'No client reached; 2 have no device subscribed.' });
    expect(t).toEqual({
      title: 'Reminders Recorded',
      description: "Reminders for 2 clients who haven't visited in over 14 days. No client reached; 2 have no device subscribed.",
      variant: 'default',
    });
  });

  it('a mix, and a failure only', () => {
    expect(bulkReminderToast({ count: 1, sent: 1, recorded: 1, failed: 1, channel: 'push', message: 'x' }).title).toBe('Some Reminders Sent');
    expect(bulkReminderToast({ count: 0, sent: 0, recorded: 0, failed: 1, channel: 'push', message: 'x' })).toMatchObject({
      title: 'Reminders Not Sent',
      variant: 'destructive',
    });
  });
});
