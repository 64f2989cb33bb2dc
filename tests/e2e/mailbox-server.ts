/**
 * The browser tests' mailbox (started by Playwright beside the app: playwright.config.ts): a real SMTP
 * server on MAILBOX_SMTP_PORT that keeps every message (tests/integration/helpers/smtp-test-server.ts),
 * and HTTP on MAILBOX_HTTP_PORT: `GET /messages?to=<email>` answers those messages as JSON (subject,
 * text, html, links, attachments with their content), oldest first; `GET /health` says it is up.
 */
import http from 'node:http';
import { startSmtpTestServer, type ReceivedMail } from '../integration/helpers/smtp-test-server';

export type MailboxMessage = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: string }[];
};

/** Every http(s) address in the text and the HTML's hrefs, once each, in order. */
export function linksIn(text: string, html: string): string[] {
  const found = [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  return [...new Set([...found, ...hrefs])];
}

export function asJson(m: ReceivedMail): MailboxMessage {
  const text = m.parsed.text ?? '';
  const html = typeof m.parsed.html === 'string' ? m.parsed.html : '';
  const headers: Record<string, string> = {};
  for (const line of m.parsed.headerLines) headers[line.key] = line.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n[ \t]+/g, ' ');
  return {
    from: m.from,
    to: m.to,
    subject: m.parsed.subject ?? '',
    text,
    html,
    links: linksIn(text, html),
    headers,
    attachments: m.parsed.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType,
      content: a.content.toString('utf8'),
    })),
  };
}

async function main() {
  const smtpPort = Number(process.env.MAILBOX_SMTP_PORT);
  const httpPort = Number(process.env.MAILBOX_HTTP_PORT);
  if (!smtpPort || !httpPort) throw new Error('set MAILBOX_SMTP_PORT and MAILBOX_HTTP_PORT');
  const smtp = await startSmtpTestServer({ port: smtpPort });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mailbox');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/health') return json(200, { ok: true, messages: smtp.messages.length });
    if (req.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to');
      return json(200, (to ? smtp.to(to) : smtp.messages).map(asJson));
    }
    json(404, { message: 'Not found' });
  });
  await new Promise<void>((r) => server.listen(httpPort, '127.0.0.1', r));
  process.stdout.write(`Mailbox: SMTP on 127.0.0.1:${smtpPort}, messages at http://127.0.0.1:${httpPort}/messages\n`);
  const stop = () => {
    server.close();
    void smtp.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// Started as a program (Playwright's webServer); imported only for its types and helpers.
if (process.argv[1] && /mailbox-server\.ts$/.test(process.argv[1])) {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  });
}
