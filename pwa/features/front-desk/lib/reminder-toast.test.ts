import { describe, expect, it } from 'vitest';
import { loadBundle } from '#pwa/i18n/catalogue';
import { EMAIL_NOT_CONFIGURED_MESSAGE, NO_CHANNEL_MESSAGE } from '#shared/schemas/reminder';
import { bulkReminderToast, reminderToast } from './reminder-toast';

const none = { email: 0, sms: 0, push: 0 };

await loadBundle('en', 'admin');

describe('reminderToast', () => {
  it("says 'Reminder Sent!' only when the server sent it, naming the channels", () => {
    expect(
      reminderToast({ channel: 'email', channels: ['email', 'sms'], status: 'sent', message: 'Reminder sent by email and SMS.' }, 'Ana'),
    ).toEqual({
      title: 'Reminder Sent!',
      description: 'Ana: Reminder sent by email and SMS.',
    });
    expect(
      reminderToast(
        { channel: 'push', channels: ['push'], status: 'sent', message: 'Reminder sent by push (1 device).', sentTo: '1 device' },
        'Ana',
      ),
    ).toMatchObject({ title: 'Reminder Sent!', description: 'Ana: Reminder sent by push (1 device).' });
  });

  it('says it was recorded, in the server’s words, while nothing is sent', () => {
    expect(reminderToast({ channel: 'none', channels: [], status: 'recorded', message: NO_CHANNEL_MESSAGE }, 'Ana')).toEqual({
      title: 'Reminder Recorded',
      description: NO_CHANNEL_MESSAGE,
    });
    expect(reminderToast({ channel: 'none', channels: [], status: 'recorded', message: EMAIL_NOT_CONFIGURED_MESSAGE }, 'Ana').title).toBe(
      'Reminder Recorded',
    );
  });

  it('says a failed push failed', () => {
    expect(
      reminderToast({ channel: 'push', channels: [], status: 'failed', message: 'The push service refused it.' }, 'Ana'),
    ).toMatchObject({
      title: 'Reminder Not Sent',
      variant: 'destructive',
    });
  });
});

describe('bulkReminderToast', () => {
  it('uses the spec’s words when every reminder was sent, and names the channels', () => {
    expect(
      bulkReminderToast({
        count: 3,
        sent: 3,
        recorded: 0,
        failed: 0,
        channel: 'email',
        channels: ['email', 'sms', 'push'],
        byChannel: { email: 3, sms: 2, push: 1 },
        message: 'Sent to 3 clients: 3 by email, 2 by SMS, 1 by push (1 device).',
      }),
    ).toEqual({
      title: 'Bulk Reminders Sent!',
      description: "Reminders sent to 3 clients who haven't visited in over 14 days, by email, SMS and push",
    });
  });

  it('with nobody due, says nobody was due (never "sent to 0 clients")', () => {
    const t = bulkReminderToast({
      count: 0,
      sent: 0,
      recorded: 0,
      failed: 0,
      channel: 'none',
      channels: [],
      byChannel: none,
      message: 'No clients are due a reminder.',
    });
    expect(t.title).toBe('No Reminders Due');
    expect(t.description).not.toMatch(/sent/i);
  });

  it('when only recorded, says so with how many and the server’s message', () => {
    const t = bulkReminderToast({
      count: 0,
      sent: 0,
      recorded: 2,
      failed: 0,
      channel: 'none',
      channels: [],
      byChannel: none,
      message: 'No client reached; 2 have nothing to send it by.',
    });
    expect(t).toEqual({
      title: 'Reminders Recorded',
      description: "Reminders for 2 clients who haven't visited in over 14 days. No client reached; 2 have nothing to send it by.",
      variant: 'default',
    });
  });

  it('a mix, and a failure only', () => {
    expect(
      bulkReminderToast({
        count: 1,
        sent: 1,
        recorded: 1,
        failed: 1,
        channel: 'push',
        channels: ['push'],
        byChannel: { ...none, push: 1 },
        message: 'x',
      }).title,
    ).toBe('Some Reminders Sent');
    expect(
      bulkReminderToast({ count: 0, sent: 0, recorded: 0, failed: 1, channel: 'none', channels: [], byChannel: none, message: 'x' }),
    ).toMatchObject({
      title: 'Reminders Not Sent',
      variant: 'destructive',
    });
  });
});
