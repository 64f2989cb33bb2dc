import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** One message the server accepted: the envelope, and the message as a mail client reads it. */
export type ReceivedMail = { from: string; to: string[]; parsed: ParsedMail; raw: Buffer };

/**
 * A real SMTP server on 127.0.0.1 (smtp-server, no TLS, any or no login) that keeps every message,
 * parsed by mailparser's simpleParser. `stop()` closes the port (an outage) and `start()` opens the
 * same port again. `rejectRecipients` answers RCPT TO with 550 for those addresses (a permanent failure);
 * `delayMs` holds each message's answer back (a slow server widens the window for races).
 */
export async function startSmtpTestServer(opts: { port?: number; rejectRecipients?: string[]; host?: string; delayMs?: number } = {}) {
  const messages: ReceivedMail[] = [];
  const rejected = new Set((opts.rejectRecipients ?? []).map((a) => a.toLowerCase()));
  const host = opts.host ?? '127.0.0.1';
  let server: SMTPServer | undefined;
  let port = opts.port ?? 0;

  function make() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: 5 * 1024 * 1024,
      onAuth: (_auth, _session, cb) => cb(null, { user: 'test' }),
      onRcptTo(address, _session, cb) {
        if (rejected.has(address.address.toLowerCase())) {
          cb(Object.assign(new Error(`5.1.1 <${address.address}>: no such user`), { responseCode: 550 }));
        } else cb();
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((parsed) => {
              messages.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
                parsed,
                raw,
              });
              setTimeout(() => cb(), opts.delayMs ?? 0);
            })
            .catch((err: Error) => cb(err));
        });
      },
    });
  }

  async function start() {
    if (server) return;
    const s = make();
    s.on('error', () => {}); // a client dropping mid-session is not the test's failure
    await new Promise<void>((resolve, reject) => {
      s.server.once('error', reject);
      s.listen(port, host, () => resolve());
    });
    port = (s.server.address() as AddressInfo).port;
    server = s;
  }

  async function stop() {
    const s = server;
    server = undefined;
    if (s) await new Promise<void>((r) => s.close(() => r()));
  }

  await start();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://${host}:${port}`;
    },
    messages,
    /** Messages sent to this address (envelope recipient). */
    to: (address: string) => messages.filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase())),
    start,
    stop,
    close: stop,
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;
