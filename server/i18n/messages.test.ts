import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { SAY_CATALOGUES, say, sayIn } from './say';

/**
 * The staff-facing server messages (server/i18n/messages/<lang>.json): the same messages in English and
 * Spanish, the same placeholders (a time `x` may be written `{xAt}`: 'at 2:00 PM' / 'a las 2:00 p. m.'),
 * valid ICU, and each one used by the server's code.
 */
const root = path.resolve(import.meta.dirname, '../..');
const { en, es } = SAY_CATALOGUES;
const placeholders = (message: string) => new Set([...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1]!.replace(/At$/, '')));

function serverSources(): string {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name)) out.push(fs.readFileSync(p, 'utf8'));
    }
  };
  walk(path.join(root, 'server'));
  return out.join('\n');
}

describe('server message catalogues', () => {
  it('has every message in English and Spanish, with the same placeholders, none empty', () => {
    expect(Object.keys(es).filter((k) => !(k in en)), 'in Spanish only').toEqual([]);
    expect(Object.keys(en).filter((k) => !(k in es)), 'missing in Spanish').toEqual([]);
    for (const [id, message] of Object.entries(en)) {
      expect(placeholders(es[id]!), `placeholders of ${id}`).toEqual(placeholders(message));
      expect(es[id]!.trim(), `${id} is empty in Spanish`).not.toBe('');
    }
  });

  it('is valid ICU MessageFormat in both languages', () => {
    for (const [lang, messages] of Object.entries(SAY_CATALOGUES)) {
      for (const [id, message] of Object.entries(messages)) expect(() => compileMessage(message), `${lang} ${id}`).not.toThrow();
    }
  });

  it('uses every message in the server’s code', () => {
    const code = serverSources();
    expect(Object.keys(en).filter((id) => !code.includes(`'${id}'`))).toEqual([]);
  });
});

describe('say', () => {
  it('renders dates, times, nested messages and lists in each language', () => {
    const one = say('overlap.appointmentOnDay', { date: { date: '2026-12-01' }, time: { time: '13:00' }, client: 'Ana R.', barber: 'Carlos' });
    const said = say('refusal.blockOverlaps', { appointments: [one, say('overlap.appointment', { time: { time: '09:30' }, client: 'Luz M.', barber: 'Javier' })] });
    expect(sayIn(said, 'en')).toBe('These appointments overlap the block: Dec 1 1:00 PM Ana R. with Carlos, 9:30 AM Luz M. with Javier. Cancel or move them first.');
    expect(sayIn(said, 'es')).toBe('Estas citas coinciden con el bloqueo: 1 dic 1:00 p. m. Ana R. con Carlos, 9:30 a. m. Luz M. con Javier. Cancélalas o muévelas primero.');
  });

  it('writes "a la" for one o’clock and "a las" otherwise, and survives a round trip through JSON (the History stores it)', () => {
    const walkIn = (time: string) => JSON.parse(JSON.stringify(say('history.walkIn.add', { client: 'Pedro', barber: 'Luis', service: 'Corte', time: { time }, date: { date: '2026-11-30' } })));
    expect(sayIn(walkIn('13:15'), 'es')).toBe('Agregó un cliente sin cita: Pedro con Luis, Corte a la 1:15 p. m. el 30 nov');
    expect(sayIn(walkIn('10:00'), 'es')).toBe('Agregó un cliente sin cita: Pedro con Luis, Corte a las 10:00 a. m. el 30 nov');
    expect(sayIn(walkIn('10:00'), 'en')).toBe('Added a walk-in: Pedro with Luis, 10:00 AM Corte on Nov 30');
  });
});
