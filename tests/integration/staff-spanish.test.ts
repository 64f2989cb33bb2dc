import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPage } from '#shared/schemas/audit';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';
import { insertClient, sanJuan } from './helpers/booking';
import { adminCatalogue, insertPriced } from './helpers/admin';

/**
 * The desk in Spanish (docs/decisions/060-server-messages-in-both-languages.md): the server's refusals
 * and the History's summaries are in the language of the staff member's screen (the switch's cookie,
 * else Accept-Language), English unchanged.
 */
// "Now" is Wednesday 2026-11-25, 10:00 in San Juan.
const clock = testClock(sanJuan('2026-11-25', '10:00'));
let t: TestApp;
let cat: Awaited<ReturnType<typeof adminCatalogue>>;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off' } });
  cat = await adminCatalogue(t.db);
  owner = await signedInStaff(t, { role: 'owner' });
  desk = await signedInStaff(t, { role: 'staff' });
});
afterAll(() => t.close());

const inSpanish = (who: { cookie: string }) => ({ cookie: `${who.cookie}; lang=es` });
const inSpanishByBrowser = (who: { cookie: string }) => ({ cookie: who.cookie, 'accept-language': 'es-PR,es;q=0.9' });

describe('the server’s refusals, in the staff member’s language', () => {
  it('a walk-in outside the barber’s hours', async () => {
    const body = {
      barberId: cat.luis.id,
      serviceId: cat.corte.id,
      date: '2026-11-30',
      time: '05:00',
      clientName: 'Pedro Soto',
      clientPhone: '787-555-0111',
      clientEmail: null,
      notes: null,
      isWalkIn: true,
    };
    const en = await t.post('/api/appointments/walk-in', body, desk.headers);
    expect(en.status).toBe(409);
    expect(en.body.message).toBe('Luis Santiago is not working then, or the service would run past closing. Please choose another time.');
    const es = await t.post('/api/appointments/walk-in', body, inSpanish(desk));
    expect(es.status).toBe(409);
    expect(es.body.message).toBe('Luis Santiago no trabaja a esa hora, o el servicio terminaría después del cierre. Elige otra hora.');
    const byBrowser = await t.post('/api/appointments/walk-in', body, {
      ...inSpanishByBrowser(desk),
      'idempotency-key': 'spanish-walk-in-1',
    });
    expect(byBrowser.body.message).toBe(es.body.message);
  });

  it('a past visit is history: moving it, deleting it, and marking a visit still to come', async () => {
    const eva = await insertClient(t.db, { firstName: 'Eva', lastName: 'Colón' });
    const past = await insertPriced(t.db, {
      barberId: cat.luis.id,
      service: cat.corte,
      date: '2026-11-20',
      time: '11:00',
      clientId: eva.id,
    });
    const ahead = await insertPriced(t.db, {
      barberId: cat.luis.id,
      service: cat.corte,
      date: '2026-11-27',
      time: '11:00',
      clientId: eva.id,
    });
    const move = { barberId: cat.luis.id, date: '2026-12-03', time: '11:00' };
    const en = await t.request('PATCH', `/api/appointments/${past}`, move, desk.headers);
    expect(en.status).toBe(409);
    expect(en.body.message).toBe(
      'This visit is history (a past day, done or a no-show), so it cannot be moved. Correct its status instead.',
    );
    const es = await t.request('PATCH', `/api/appointments/${past}`, move, inSpanish(desk));
    expect(es.status).toBe(409);
    expect(es.body.message).toBe(
      'Esta visita ya es historial (un día pasado, terminada o no se presentó), así que no se puede mover. Corrige su estado.',
    );
    const gone = await t.del(`/api/appointments/${past}`, inSpanish(desk));
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe(
      'Esta visita ya es historial (un día pasado, terminada o no se presentó), así que no se puede cancelar ni borrar. Corrige su estado.',
    );
    const early = await t.request('PATCH', `/api/appointments/${ahead}/status`, { status: 'no_show' }, inSpanish(desk));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Esta visita aún no ha empezado: se puede mover o cancelar, no marcar como terminada ni como no presentada.',
    );
  });

  it('a block over appointments', async () => {
    const ana = await insertClient(t.db, { firstName: 'Ana', lastName: 'Ruiz' });
    await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: '2026-12-01', time: '13:00', clientId: ana.id });
    const body = {
      barberId: cat.carlos.id,
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      startTime: '12:00',
      endTime: '14:00',
      reason: 'Dentist',
    };
    const en = await t.post('/api/blocked-slots', body, desk.headers);
    expect(en.status).toBe(409);
    expect(en.body.message).toBe('These appointments overlap the block: 1:00 PM Ana R. with Carlos. Cancel or move them first.');
    const es = await t.post('/api/blocked-slots', body, inSpanish(desk));
    expect(es.status).toBe(409);
    expect(es.body.message).toBe('Estas citas coinciden con el bloqueo: 1:00 p. m. Ana R. con Carlos. Cancélalas o muévelas primero.');
  });

  it('a closure over appointments', async () => {
    const luz = await insertClient(t.db, { firstName: 'Luz', lastName: 'Marín' });
    await insertPriced(t.db, { barberId: cat.javier.id, service: cat.barba, date: '2026-12-02', time: '10:30', clientId: luz.id });
    const body = { startDate: '2026-12-02', endDate: '2026-12-02', reason: 'Inventory' };
    const en = await t.post('/api/closures', body, owner.headers);
    expect(en.status).toBe(409);
    expect(en.body.message).toBe('These appointments fall in the closure: Dec 2 10:30 AM Luz M. with Javier. Cancel or move them first.');
    const es = await t.post('/api/closures', body, inSpanish(owner));
    expect(es.status).toBe(409);
    expect(es.body.message).toBe('Estas citas caen en el cierre: 2 dic 10:30 a. m. Luz M. con Javier. Cancélalas o muévelas primero.');
  });
});

describe('the History, in the reader’s language', () => {
  const history = async (headers: Record<string, string>) => {
    const res = await t.get('/api/admin/audit?limit=5', headers);
    expect(res.status, res.text).toBe(200);
    return AuditPage.parse(res.body).entries;
  };

  it('a walk-in and a cancellation read in English or Spanish, whoever made them', async () => {
    const body = {
      barberId: cat.luis.id,
      serviceId: cat.corte.id,
      date: '2026-11-30',
      time: '14:00',
      clientName: 'Pedro Soto',
      clientPhone: '787-555-0111',
      clientEmail: null,
      notes: null,
      isWalkIn: true,
    };
    const added = await t.post('/api/appointments/walk-in', body, inSpanish(desk));
    expect(added.status, added.text).toBe(201);
    expect((await t.del(`/api/appointments/${added.body.id}`, desk.headers)).status).toBe(200);
    const [cancelledEn, addedEn] = await history(owner.headers);
    expect(addedEn!.summary).toBe('Added a walk-in: Pedro Soto with Luis Santiago, 2:00 PM Corte on Nov 30');
    expect(cancelledEn!.summary).toBe("Cancelled Luis Santiago's 2:00 PM Corte for Pedro Soto on Nov 30");
    const [cancelledEs, addedEs] = await history(inSpanish(owner));
    expect(addedEs!.summary).toBe('Agregó un cliente sin cita: Pedro Soto con Luis Santiago, Corte a las 2:00 p. m. el 30 nov');
    expect(cancelledEs!.summary).toBe('Canceló la cita de Pedro Soto con Luis Santiago, Corte a las 2:00 p. m. el 30 nov');
  });
});

describe('a renamed service has one name everywhere', () => {
  it('renamed in English, its Spanish name that was the same follows: the Spanish site, the desk and the owner’s form agree', async () => {
    const id = cat.corteYBarba.id;
    const renamed = await t.request('PATCH', `/api/services/${id}`, { name: 'Corte y Barba Deluxe' }, owner.headers);
    expect(renamed.status, renamed.text).toBe(200);
    const name = async (path: string, who: Record<string, string>) => {
      const res = await t.get(path, who);
      expect(res.status, res.text).toBe(200);
      return (res.body as { id: number; name: string }[]).find((s) => s.id === id)?.name;
    };
    expect(await name('/api/services', { 'accept-language': 'es' })).toBe('Corte y Barba Deluxe');
    expect(await name('/api/services?view=desk', inSpanish(desk))).toBe('Corte y Barba Deluxe');
    expect((await t.get(`/api/services/${id}?lang=es`)).body.name).toBe('Corte y Barba Deluxe');
    const admin = (await t.get('/api/services?view=admin', owner.headers)).body.find((s: { id: number }) => s.id === id);
    expect(admin.translations.es.name).toBe('Corte y Barba Deluxe');
  });
});
