import { describe, expect, it } from 'vitest';
import { describeCatalogues } from './catalogue-checks';
import { SAY_CATALOGUES, say, sayIn } from './say';

/**
 * The staff-facing server messages (server/i18n/messages/<lang>.json): the same messages in English and
 * Spanish, the same placeholders (a time `x` may be written `{xAt}`: 'at 2:00 PM' / 'a las 2:00 p. m.'),
 * valid ICU, and each one used by the server's code.
 */
describeCatalogues('server message catalogues', SAY_CATALOGUES, (raw) => raw.replace(/At$/, ''));

describe('say', () => {
  it('renders dates, times, nested messages and lists in each language', () => {
    const one = say('overlap.appointmentOnDay', {
      date: { date: '2026-12-01' },
      time: { time: '13:00' },
      client: 'Ana R.',
      barber: 'Carlos',
    });
    const said = say('refusal.blockOverlaps', {
      appointments: [one, say('overlap.appointment', { time: { time: '09:30' }, client: 'Luz M.', barber: 'Javier' })],
    });
    expect(sayIn(said, 'en')).toBe(
      'These appointments overlap the block: Dec 1 1:00 PM Ana R. with Carlos, 9:30 AM Luz M. with Javier. Cancel or move them first.',
    );
    expect(sayIn(said, 'es')).toBe(
      'Estas citas coinciden con el bloqueo: 1 dic 1:00 p. m. Ana R. con Carlos, 9:30 a. m. Luz M. con Javier. Cancélalas o muévelas primero.',
    );
  });

  it('writes "a la" for one o’clock and "a las" otherwise, and survives a round trip through JSON (the History stores it)', () => {
    const walkIn = (time: string) =>
      JSON.parse(
        JSON.stringify(
          say('history.walkIn.add', { client: 'Pedro', barber: 'Luis', service: 'Corte', time: { time }, date: { date: '2026-11-30' } }),
        ),
      );
    expect(sayIn(walkIn('13:15'), 'es')).toBe('Agregó un cliente sin cita: Pedro con Luis, Corte a la 1:15 p. m. el 30 nov');
    expect(sayIn(walkIn('10:00'), 'es')).toBe('Agregó un cliente sin cita: Pedro con Luis, Corte a las 10:00 a. m. el 30 nov');
    expect(sayIn(walkIn('10:00'), 'en')).toBe('Added a walk-in: Pedro with Luis, 10:00 AM Corte on Nov 30');
  });
});
