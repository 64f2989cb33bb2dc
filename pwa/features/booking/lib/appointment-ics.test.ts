import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundle } from '#pwa/i18n/catalogue';
import { appointmentIcs } from './appointment-ics';

beforeAll(() => Promise.all([loadBundle('en', 'public'), loadBundle('es', 'public')]));

describe('appointment .ics', () => {
  it('names the service, barber and shop, in shop time', () => {
    const { fileName, text } = appointmentIcs(
      { id: 42, serviceName: 'Corte', barberName: 'Carlos Rivera', startsAt: '2026-11-23T14:00:00Z', endsAt: '2026-11-23T14:45:00Z' },
      new Date('2026-11-21T12:00:00Z'),
    );
    expect(fileName).toBe('barbershop-appointment-42.ics');
    expect(text).toContain('SUMMARY:Corte with Carlos Rivera');
    expect(text).toContain('UID:appointment-42@barbershop');
    expect(text).toContain('DTSTART;TZID=America/Puerto_Rico:20261123T100000');
    expect(text).toContain('LOCATION:The Gentlemen’s Barbershop\\, Plaza Las Américas\\, Local 532');
  });

  it('gives the shop’s details as the owner set them', () => {
    const { text } = appointmentIcs(
      { id: 42, serviceName: 'Corte', barberName: 'Carlos Rivera', startsAt: '2026-11-23T14:00:00Z', endsAt: '2026-11-23T14:45:00Z' },
      new Date('2026-11-21T12:00:00Z'),
      { name: 'The Shop', phone: '(787) 555-0199', addressLines: ['Calle Loíza 1905', 'San Juan'] },
    );
    expect(text).toContain('LOCATION:The Shop\\, Calle Loíza 1905\\, San Juan');
    expect(text).toContain('call (787) 555-0199');
  });

  it('writes its summary and description in the page’s language', () => {
    const { text } = appointmentIcs(
      { id: 42, serviceName: 'Corte', barberName: 'Carlos Rivera', startsAt: '2026-11-23T14:00:00Z', endsAt: '2026-11-23T14:45:00Z' },
      new Date('2026-11-21T12:00:00Z'),
      { name: 'The Shop', phone: '(787) 555-0199', addressLines: ['San Juan'] },
      'es',
    );
    expect(text).toContain('SUMMARY:Corte con Carlos Rivera');
    expect(text).toContain('DESCRIPTION:The Shop. Para cambiar o cancelar\\, llama al (787) 555-0199.');
  });
});
