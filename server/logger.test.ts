import { describe, expect, it } from 'vitest';
import { createLogger, loggedPath, scrub, withRequestId } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const log = createLogger({
    level: 'info',
    destination: { write: (s: string) => (raw.push(s), lines.push(JSON.parse(s) as Record<string, unknown>)) },
  });
  return { log, lines, raw };
}

describe('logger', () => {
  it('names the request id on lines the app-wide logger writes while a request is handled, once', async () => {
    const { log, lines, raw } = capture();
    await withRequestId('req-1', async () => {
      await new Promise((r) => setTimeout(r, 1));
      log.error('from a command');
      log.child({ requestId: 'req-1' }).info('from the request logger');
    });
    log.info('outside');
    expect(lines.map((l) => l.requestId)).toEqual(['req-1', 'req-1', undefined]);
    expect(raw[1]!.match(/"requestId"/g)).toHaveLength(1);
  });

  it('redacts cookies, authorization, emails, phones and names in logged objects', () => {
    const { log, raw } = capture();
    log.info(
      {
        headers: { cookie: 'sid=c00kie', authorization: 'Bearer t0ken', 'set-cookie': 'sid=n3w' },
        client: { email: 'a@b.example', phone: '787 555 0101', firstName: 'Ana', lastName: 'Rivera' },
        email: 'c@d.example',
      },
      'objects',
    );
    for (const secret of ['c00kie', 't0ken', 'n3w', 'a@b.example', '787 555 0101', 'Ana', 'Rivera', 'c@d.example'])
      expect(raw[0], secret).not.toContain(secret);
  });

  it('logs an error without PostgreSQL’s detail, and with emails and phones scrubbed from its message', () => {
    const { log, lines } = capture();
    const err = Object.assign(new Error('duplicate for ana@example.com, (787) 555-0101'), {
      code: '23505',
      detail: 'Key (email)=(ana@example.com) already exists.',
    });
    log.error({ err }, 'failed');
    expect(lines[0]!.err).toMatchObject({ type: 'Error', message: 'duplicate for [email], [phone]', code: '23505' });
    expect(JSON.stringify(lines[0])).not.toContain('ana@example.com');
  });

  it('scrubs emails and phone numbers, not dates, times or ids', () => {
    expect(scrub('x ana.b+1@mail.example.com y')).toBe('x [email] y');
    for (const phone of ['787-555-0199', '(787) 555-0199', '+1 787 555 0199', '7875550199'])
      expect(scrub(`call ${phone} now`), phone).toBe('call [phone] now');
    for (const kept of ['2026-11-24 10:00', 'id 1764000000000', 'order 123456', '2026-11-24T14:30:00.000Z']) expect(scrub(kept)).toBe(kept);
    expect(loggedPath('/api/clients/by-email/ana%40example.com')).toBe('/api/clients/by-email/[email]');
    expect(loggedPath('/api/appointments/1234567')).toBe('/api/appointments/1234567');
    expect(loggedPath('/api/%E0%A4%A')).toBe('/api/%E0%A4%A');
  });
});
