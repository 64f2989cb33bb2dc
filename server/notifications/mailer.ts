import nodemailer from 'nodemailer';
import type { RenderedEmail } from './render';

/** What sending one email or SMS came to, as the job records it. */
export type SendResult = { ok: true; providerId: string | null } | { ok: false; temporary: boolean; error: string };

export type Mailer = {
  send(to: string, message: RenderedEmail): Promise<SendResult>;
  close(): void;
};

/** The From address: MAIL_FROM, else the shop's name at no-reply@ the host of PUBLIC_URL. */
export function fromAddress(mailFrom: string | undefined, shopName: string, publicUrl: string): string | { name: string; address: string } {
  return mailFrom ?? { name: shopName, address: `no-reply@${new URL(publicUrl).hostname}` };
}

type SmtpError = Error & { code?: string; responseCode?: number };

/**
 * An SMTP answer sorted out: a 5xx reply (a refused recipient, a message refused for good) is
 * permanent; anything else (connection refused or dropped, timeouts, 4xx, a failed login the owner can
 * fix) is temporary, retried with back-off until the job gives up.
 */
export function classifySmtpError(err: unknown): { temporary: boolean; error: string } {
  const e = err as SmtpError;
  const error = (e?.message ?? String(err)).slice(0, 500);
  if (typeof e?.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600) return { temporary: false, error };
  return { temporary: true, error };
}

/** Email over SMTP with nodemailer (SMTP_URL: smtp://user:pass@host:587, smtps://…). */
export function createMailer(opts: { smtpUrl: string; from: () => Promise<string | { name: string; address: string }> }): Mailer {
  // Bounded waits: a server that hangs must fail the attempt (retried later) well before a claim goes
  // stale (5 minutes), or another process would take the row over and send it again.
  const transport = nodemailer.createTransport({
    url: opts.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(to, m) {
      try {
        const info = await transport.sendMail({
          from: await opts.from(),
          to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          headers: m.headers,
          // A text/calendar alternative with METHOD (the invitation calendars act on) and the same as an attachment.
          ...(m.ics
            ? {
                icalEvent: {
                  method: m.ics.method,
                  filename: m.ics.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
                  content: m.ics.content,
                },
              }
            : {}),
        });
        return { ok: true, providerId: info.messageId ?? null };
      } catch (err) {
        return { ok: false, ...classifySmtpError(err) };
      }
    },
    close: () => transport.close(),
  };
}
