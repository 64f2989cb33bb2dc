import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, icsUtc, paramValue, type IcsEvent, type IcsMethod } from './ics';

const event: IcsEvent = {
  uid: 'appointment-42@barbershop',
  startsAt: '2026-11-23T14:00:00.000Z', // 10:00 AM in San Juan (UTC-4)
  endsAt: '2026-11-23T14:45:00.000Z',
  summary: 'Corte with Carlos Rivera',
  description: 'Barbershop appointment.\nCall (787) 555-0132 to change it.',
  location: 'Plaza Las Américas, Local 532, San Juan, PR',
  stamp: new Date('2026-11-21T15:04:05.123Z'),
};
const ics = (e: Partial<IcsEvent> = {}, method?: IcsMethod) =>
  buildIcs({ prodId: '-//Barbershop//Booking//EN', method, event: { ...event, ...e } });
const octets = (s: string) => new TextEncoder().encode(s).length;

describe('the iCalendar writer', () => {
  it('writes one event in shop time with a VTIMEZONE for America/Puerto_Rico', () => {
    const out = ics({}, 'PUBLISH');
    const lines = out.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(out.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(lines).toContain('PRODID:-//Barbershop//Booking//EN');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('DTSTART;TZID=America/Puerto_Rico:20261123T100000');
    expect(lines).toContain('DTEND;TZID=America/Puerto_Rico:20261123T104500');
    expect(lines).toContain('DTSTAMP:20261121T150405Z');
    expect(lines).toContain('UID:appointment-42@barbershop');
    expect(lines).toContain('TZOFFSETTO:-0400');
    expect(lines).toContain('SUMMARY:Corte with Carlos Rivera');
    expect(lines).toContain('LOCATION:Plaza Las Américas\\, Local 532\\, San Juan\\, PR');
    expect(out).toContain('DESCRIPTION:Barbershop appointment.\\nCall (787) 555-0132 to change it.');
  });

  it('ends every line with CRLF, and has no bare LF or CR', () => {
    const out = ics({ description: 'one\ntwo\r\nthree\rfour', summary: 'x'.repeat(200) });
    expect(out.endsWith('\r\n')).toBe(true);
    expect(out.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(out).toContain('DESCRIPTION:one\\ntwo\\nthree\\nfour');
  });

  it('does not depend on the zone the code runs in: a late-evening time stays on its shop date', () => {
    const out = ics({ startsAt: '2026-11-24T03:30:00Z', endsAt: '2026-11-24T04:00:00Z' });
    expect(out).toContain('DTSTART;TZID=America/Puerto_Rico:20261123T233000');
    expect(out).toContain('DTEND;TZID=America/Puerto_Rico:20261124T000000');
  });

  it('writes DTSTAMP in UTC with a Z, whatever the instant’s milliseconds', () => {
    expect(icsUtc(new Date('2026-01-02T03:04:05.999Z'))).toBe('20260102T030405Z');
    expect(icsUtc(new Date('2026-11-21T11:04:05-04:00'))).toBe('20261121T150405Z');
  });

  it('leaves out empty optional fields and a missing METHOD or SEQUENCE', () => {
    const out = ics({ description: undefined, location: '' });
    expect(out).not.toContain('DESCRIPTION');
    expect(out).not.toContain('LOCATION');
    expect(out).not.toContain('METHOD');
    expect(out).not.toContain('SEQUENCE');
    expect(out).not.toContain('ORGANIZER');
  });

  it('writes the iTIP parts: SEQUENCE, STATUS, URL, the organizer and the attendee', () => {
    const lines = ics(
      {
        sequence: 3,
        status: 'CANCELLED',
        transp: 'OPAQUE',
        url: 'https://shop.example/manage/t',
        organizer: { email: 'hola@shop.example', name: 'Shop' },
        attendee: { email: 'ana@example.com', name: 'Ana', partstat: 'DECLINED', role: 'REQ-PARTICIPANT' },
      },
      'CANCEL',
    )
      .replace(/\r\n /g, '')
      .split('\r\n'); // unfolded
    expect(lines).toContain('SEQUENCE:3');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('TRANSP:OPAQUE');
    expect(lines).toContain('URL:https://shop.example/manage/t');
    expect(lines).toContain('ORGANIZER;CN=Shop:mailto:hola@shop.example');
    expect(lines).toContain('ATTENDEE;CN=Ana;PARTSTAT=DECLINED;ROLE=REQ-PARTICIPANT:mailto:ana@example.com');
  });

  it('escapes text: backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(escapeText('x:y "z"')).toBe('x:y "z"');
  });

  it('escapes a parameter value: quoted when it holds ; : or , and RFC 6868 for quotes, carets and newlines', () => {
    expect(paramValue('Ana')).toBe('Ana');
    expect(paramValue('Ana, "la" Ruiz')).toBe('"Ana, ^\'la^\' Ruiz"');
    expect(paramValue('a^b\nc')).toBe('a^^b^nc');
  });

  it('folds long lines at 75 octets, never inside a character, and unfolds to the same line', () => {
    const long = 'SUMMARY:' + 'é'.repeat(60);
    const folded = foldLine(long).split('\r\n ');
    expect(folded.length).toBeGreaterThan(1);
    for (const [i, part] of folded.entries()) expect(octets(part)).toBeLessThanOrEqual(i === 0 ? 75 : 74);
    expect(folded.join('')).toBe(long);
    expect(foldLine('A'.repeat(75))).toBe('A'.repeat(75));
    expect(foldLine('A'.repeat(76))).toBe(`${'A'.repeat(75)}\r\n A`);
  });

  it('no physical line of a whole file is longer than 75 octets', () => {
    const out = ics({
      location: 'The Gentlemen’s Barbershop, Plaza Las Américas, Local 532, San Juan, PR 00918',
      description: 'ñ'.repeat(300),
    });
    for (const line of out.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });
});
