import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine } from './ics';

const event = {
  uid: 'appointment-42@barbershop',
  startsAt: '2026-11-23T14:00:00.000Z', // 10:00 AM in San Juan (UTC-4)
  endsAt: '2026-11-23T14:45:00.000Z',
  summary: 'Corte with Carlos Rivera',
  description: 'Barbershop appointment.\nCall (787) 555-0132 to change it.',
  location: 'Plaza Las Américas, Local 532, San Juan, PR',
  stamp: new Date('2026-11-21T15:04:05.123Z'),
};

describe('ics builder', () => {
  it('writes one event in shop time with a VTIMEZONE for America/Puerto_Rico', () => {
    const ics = buildIcs(event);
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(lines).toContain('DTSTART;TZID=America/Puerto_Rico:20261123T100000');
    expect(lines).toContain('DTEND;TZID=America/Puerto_Rico:20261123T104500');
    expect(lines).toContain('DTSTAMP:20261121T150405Z');
    expect(lines).toContain('UID:appointment-42@barbershop');
    expect(lines).toContain('TZOFFSETTO:-0400');
    expect(lines).toContain('SUMMARY:Corte with Carlos Rivera');
    expect(lines).toContain('LOCATION:Plaza Las Américas\\, Local 532\\, San Juan\\, PR');
    expect(ics).toContain('DESCRIPTION:Barbershop appointment.\\nCall (787) 555-0132 to change it.');
  });

  it('does not depend on the zone the code runs in: a late-evening time stays on its shop date', () => {
    const ics = buildIcs({ ...event, startsAt: '2026-11-24T03:30:00Z', endsAt: '2026-11-24T04:00:00Z' });
    expect(ics).toContain('DTSTART;TZID=America/Puerto_Rico:20261123T233000');
    expect(ics).toContain('DTEND;TZID=America/Puerto_Rico:20261124T000000');
  });

  it('leaves out empty optional fields', () => {
    const ics = buildIcs({ ...event, description: undefined, location: '' });
    expect(ics).not.toContain('DESCRIPTION');
    expect(ics).not.toContain('LOCATION');
  });

  it('escapes text and folds long lines at 75 octets', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = 'SUMMARY:' + 'é'.repeat(60);
    const folded = foldLine(long).split('\r\n ');
    expect(folded.length).toBeGreaterThan(1);
    for (const [i, part] of folded.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(i === 0 ? 75 : 74);
    }
    expect(folded.join('')).toBe(long);
  });
});
