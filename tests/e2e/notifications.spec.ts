import nodemailer from 'nodemailer';
import { expect, test } from './fixtures';
import ICAL from 'ical.js';
import { bookingDate, chooseBarber, chooseService, fillNewClient, pickDate, pickDateAndTime, slot, uniqueEmail } from './booking-helpers';
import type { MailboxMessage } from './mailbox-server';

/** The mailbox Playwright starts beside the app (playwright.config.ts); the app's SMTP_URL points at it. */
const mailbox = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}`;
const smtpPort = Number(process.env.E2E_MAIL_SMTP_PORT);

async function messagesTo(email: string): Promise<MailboxMessage[]> {
  const res = await fetch(`${mailbox}/messages?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as MailboxMessage[];
}

test('the mailbox keeps what is sent to its SMTP port, and answers it as JSON with links and attachments', async () => {
  const to = uniqueEmail('mailbox');
  const transport = nodemailer.createTransport(`smtp://127.0.0.1:${smtpPort}`);
  await transport.sendMail({
    from: 'Shop <no-reply@shop.example>',
    to,
    subject: 'Hello from the test',
    text: 'Open https://shop.example/manage/abc please',
    html: '<p><a href="https://shop.example/book?x=1&amp;y=2">Book</a></p>',
    icalEvent: { method: 'REQUEST', filename: 'invite.ics', content: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n' },
  });
  transport.close();
  const [m, ...rest] = await messagesTo(to);
  expect(rest).toEqual([]);
  expect(m).toMatchObject({
    to: [to],
    subject: 'Hello from the test',
    text: expect.stringContaining('Open https://shop.example/manage/abc'),
  });
  expect(m!.links).toEqual(['https://shop.example/manage/abc', 'https://shop.example/book?x=1&y=2']);
  // nodemailer's icalEvent: the invitation as a text/calendar alternative and as an invite.ics attachment.
  expect(m!.attachments).toContainEqual(
    expect.objectContaining({ filename: 'invite.ics', content: expect.stringContaining('METHOD:REQUEST') }),
  );
  expect(await messagesTo(uniqueEmail('nobody'))).toEqual([]);
});

/**
 * The journey, end to end: book as a visitor, find the confirmation at the test SMTP server,
 * open its manage link, reschedule, find the change notice (same calendar UID, higher SEQUENCE), cancel,
 * find the cancellation (METHOD:CANCEL), and see the time offered again in the wizard.
 */
test('a visitor books, manages the booking from the confirmation email, and each change is emailed', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('mail');
  const date = bookingDate(26);
  await page.goto('/book');
  await chooseService(page, 'Corte');
  await pickDateAndTime(page, date, '10:00');
  await chooseBarber(page, 'No preference');
  await fillNewClient(page, { email, firstName: 'Mia', lastName: 'Mail', phone: '787-555-0144' });
  await page.getByRole('button', { name: 'Confirm & Book' }).click();
  await expect(page.getByRole('heading', { name: 'Appointment Booked!' })).toBeVisible();

  await expect.poll(async () => (await messagesTo(email)).length, { timeout: 15_000 }).toBe(1);
  const [booked] = await messagesTo(email);
  expect(booked!.subject).toMatch(/^Booked: Corte, /);
  expect(booked!.text).toContain('10:00 AM');
  expect(booked!.headers['list-unsubscribe']).toMatch(new RegExp(`^<${baseURL}/api/unsubscribe/`));
  const invite = calendarOf(booked!, 'REQUEST');
  const manage = booked!.links.find((l) => l.startsWith(`${baseURL}/manage/`));
  expect(manage).toMatch(/\/manage\/[\w-]{43}$/);

  // The link opens the appointment; the client moves it to 3:00 PM.
  await page.goto(manage!);
  await expect(page.getByRole('heading', { name: 'Your Appointment' })).toBeVisible();
  await expect(page.getByTestId('manage-when')).toContainText('10:00 AM');
  await page.getByRole('button', { name: 'Reschedule' }).click();
  await page.locator('button.manage-slot[data-time="15:00"]').click();
  await page.getByRole('button', { name: 'Move to 3:00 PM' }).click();
  await expect(page.getByTestId('manage-when')).toContainText('3:00 PM');

  await expect.poll(async () => (await messagesTo(email)).length, { timeout: 15_000 }).toBe(2);
  const changed = (await messagesTo(email)).find((m) => m.subject.startsWith('Changed: '))!;
  expect(changed.text).toContain('3:00 PM');
  const update = calendarOf(changed, 'REQUEST');
  expect(update.uid).toBe(invite.uid);
  expect(update.sequence).toBeGreaterThan(invite.sequence);

  // Cancelled after confirming: the notice cancels the same calendar entry.
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByTestId('manage-cancelled')).toContainText('This appointment was cancelled.');
  await expect.poll(async () => (await messagesTo(email)).length, { timeout: 15_000 }).toBe(3);
  const cancelled = (await messagesTo(email)).find((m) => m.subject.startsWith('Cancelled: '))!;
  const cancel = calendarOf(cancelled, 'CANCEL');
  expect(cancel.uid).toBe(invite.uid);
  expect(cancel.sequence).toBeGreaterThan(update.sequence);
  expect(cancelled.links.some((l) => l === `${baseURL}/book`)).toBe(true);

  // The wizard offers 3:00 PM that day again.
  await page.goto('/book');
  await chooseService(page, 'Corte');
  await pickDate(page, date);
  await expect(slot(page, '15:00')).toBeEnabled();
});

/** The message's calendar attachment, read with ical.js: its METHOD, the event's UID and SEQUENCE. */
function calendarOf(m: MailboxMessage, method: string): { uid: string; sequence: number } {
  const file = m.attachments.find((a) => a.filename === 'invite.ics' || a.filename?.endsWith('.ics'));
  expect(file, `${m.subject}: a calendar file`).toBeTruthy();
  const cal = new ICAL.Component(ICAL.parse(file!.content));
  expect(cal.getFirstPropertyValue('method')).toBe(method);
  const ev = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
  return { uid: ev.uid, sequence: ev.sequence };
}
