import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { BookedAppointment } from '#shared/schemas/appointment';
import { LINK_INVALID_MESSAGE, ManagedAppointment, changeCutoffMessage } from '#shared/schemas/notifications';
import { loadLinkKey, manageToken } from '../../server/notifications/links';
import { bookingBody, catalogueIds, sanJuan } from './helpers/booking';
import { startPushService, type PushService } from './helpers/push-service';
import { signedInStaff } from './helpers/staff-session';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';

// "Now" is Monday 2026-11-23, 08:00 in San Juan unless a test moves the clock (and puts it back).
const MONDAY_8AM = sanJuan('2026-11-23', '08:00');
const clock = testClock(MONDAY_8AM);
let t: TestApp;
let ids: Awaited<ReturnType<typeof catalogueIds>>;
let b1: number;
let b2: number;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off' } });
  ids = await catalogueIds(t.db);
  [b1, b2] = ids.barbers as [number, number];
});
afterAll(() => t.close());

/** Each test its own day (Tuesday 24 onwards, no Sundays), so they never meet. */
let dayIndex = 0;
function nextDay(): string {
  for (;;) {
    const d = new Date(Date.UTC(2026, 10, 24 + dayIndex++));
    if (d.getUTCDay() !== 0) return d.toISOString().slice(0, 10);
  }
}

/** Books through the public API, which stores the link's hash and owes the confirmation carrying it. */
async function bookWithLink(date: string, time: string, barberId: number | null = b1) {
  const res = await t.post<BookedAppointment>(
    '/api/appointments',
    bookingBody({ serviceId: ids.corte, barberId, appointmentDate: date, appointmentTime: time }),
  );
  expect(res.status, res.text).toBe(201);
  return { appointment: res.body, token: manageToken(await loadLinkKey(t.db), res.body.id) };
}

const m = (token: string, rest = '') => `/api/manage/${token}${rest}`;
const INVALID = { message: LINK_INVALID_MESSAGE, code: 'not_found' };
const freeOf = (body: any, barberId: number): string[] => body.barberAvailability[String(barberId)].availableSlots;

async function atClock<T>(at: Date, fn: () => Promise<T>): Promise<T> {
  clock.set(at);
  try {
    return await fn();
  } finally {
    clock.set(MONDAY_8AM);
  }
}

describe('a wrong, malformed or expired link', () => {
  const wellFormedStranger = 'A'.repeat(43);
  const calls = (token: string) => [
    t.get(m(token)),
    t.get(m(token, '/availability?date=2026-11-25')),
    t.post(m(token, '/reschedule'), { date: '2026-11-25', time: '10:00', barberId: null }),
    t.post(m(token, '/cancel')),
    t.get(m(token, '/calendar.ics')),
  ];

  it('answers every route 404 with only "This link is no longer valid"', async () => {
    for (const token of ['abc', wellFormedStranger, `${'A'.repeat(42)}!`, 'x'.repeat(120), 'y'.repeat(1000)]) {
      for (const res of await Promise.all(calls(encodeURIComponent(token)))) {
        expect(res.status, `${token}: ${res.text}`).toBe(404);
        expect(res.body).toEqual(INVALID);
      }
    }
  });

  it('stops working once the appointment has started', async () => {
    const date = nextDay();
    const { token } = await bookWithLink(date, '10:00');
    expect((await atClock(sanJuan(date, '09:59'), () => t.get(m(token)))).status).toBe(200);
    for (const res of await atClock(sanJuan(date, '10:00'), () => Promise.all(calls(token)))) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(INVALID);
    }
  });

  it('is not known for a walk-in without email, who was never sent a link (no hash stored)', async () => {
    const { headers } = await signedInStaff(t);
    const res = await t.post<{ id: number }>(
      '/api/appointments/walk-in',
      {
        barberId: b1,
        serviceId: ids.corte,
        date: nextDay(),
        time: '10:00',
        clientName: 'Pedro Díaz',
        clientPhone: '787-555-0199',
        clientEmail: '',
        notes: '',
        isWalkIn: true,
      },
      headers,
    );
    expect(res.status, res.text).toBe(201);
    expect((await t.db('appointments').where({ id: res.body.id }).first()).manage_token_hash).toBeNull();
    const token = manageToken(await loadLinkKey(t.db), res.body.id);
    expect((await t.get(m(token))).body).toEqual(INVALID);
  });
});

describe('GET /api/manage/:token', () => {
  it('shows the appointment, the shop and whether it can change', async () => {
    const date = nextDay();
    const { appointment, token } = await bookWithLink(date, '10:00');
    const res = await t.get(m(token));
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const a = ManagedAppointment.parse(res.body);
    expect(a).toMatchObject({
      id: appointment.id,
      status: 'confirmed',
      serviceId: ids.corte,
      serviceName: 'Corte',
      barberId: b1,
      barberName: appointment.barberName,
      date,
      time: '10:00',
      durationMin: 45,
      price: 35,
      clientFirstName: 'Ana',
      canChange: true,
      changeBlockedReason: null,
      cutoffHours: 2,
    });
    expect(a.shop.name).toBeTruthy();
    expect(a.shop.phone).toBeTruthy();
    expect(a.shop.addressLines.length).toBeGreaterThan(0);
    expect(res.text).not.toMatch(/@example|555-0101/);
  });
});

describe('GET /api/manage/:token/availability', () => {
  it('is the wizard’s answer for the same service, with the appointment’s own place free for itself', async () => {
    const date = nextDay();
    const { token } = await bookWithLink(date, '10:00');
    const pub = await t.get(`/api/availability/detailed/${ids.corte}/${date}`);
    expect(freeOf(pub.body, b1)).not.toContain('10:00');
    expect(freeOf(pub.body, b1)).not.toContain('10:30');
    const own = await t.get(m(token, `/availability?date=${date}`));
    expect(own.status, own.text).toBe(200);
    expect(Object.keys(own.body).sort()).toEqual(['allSlots', 'barberAvailability']);
    expect(own.body.allSlots).toEqual(pub.body.allSlots);
    expect(freeOf(own.body, b1)).toContain('10:00');
    expect(freeOf(own.body, b1)).toContain('10:30');
    expect(freeOf(own.body, b2)).toEqual(freeOf(pub.body, b2));
  });

  it('refuses a bad date with 400 { message }', async () => {
    const { token } = await bookWithLink(nextDay(), '10:00');
    for (const q of ['', '?date=tomorrow', '?date=2026-13-40']) {
      const res = await t.get(m(token, `/availability${q}`));
      expect(res.status, q).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe('POST /api/manage/:token/reschedule', () => {
  it('moves it, owes the change message with where it was, raises the calendar SEQUENCE and writes the History', async () => {
    const date = nextDay();
    const { appointment, token } = await bookWithLink(date, '10:00');
    const res = await t.post(m(token, '/reschedule'), { date, time: '14:00', barberId: b1 });
    expect(res.status, res.text).toBe(200);
    expect(ManagedAppointment.parse(res.body)).toMatchObject({ date, time: '14:00', barberId: b1, canChange: true });
    const row = await t.db('appointments').where({ id: appointment.id }).first();
    expect(row.appointment_time).toBe('14:00:00');
    expect(row.ics_sequence).toBe(1);
    const changes = await t.db('notifications').where({ appointment_id: appointment.id, kind: 'change' });
    expect(changes).toHaveLength(1);
    expect(changes[0].payload).toMatchObject({
      time: '14:00',
      sequence: 1,
      before: { date, time: '10:00', barberName: appointment.barberName },
    });
    const reminder = await t.db('notifications').where({ appointment_id: appointment.id, kind: 'reminder-24h' }).first();
    expect(new Date(reminder.due_at).toISOString()).toBe(new Date(sanJuan(date, '14:00').getTime() - 24 * 3_600_000).toISOString());
    const audit = await t
      .db('audit_log')
      .where({ entity: 'appointment', entity_id: String(appointment.id) })
      .orderBy('id', 'desc')
      .first();
    expect(audit).toMatchObject({ action: 'appointment.update', actor: 'system', staff_user_id: null });
    expect(audit.summary).toMatch(/^Moved .* to 2:00 PM .*, by the client$/);
    // The old place is free again for others.
    expect(freeOf((await t.get(`/api/availability/detailed/${ids.corte}/${date}`)).body, b1)).toContain('10:00');
  });

  it('a move to where it already is (a retry) changes nothing and owes nothing', async () => {
    const date = nextDay();
    const { appointment, token } = await bookWithLink(date, '10:00');
    for (const barberId of [b1, null]) {
      const res = await t.post(m(token, '/reschedule'), { date, time: '10:00', barberId });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ date, time: '10:00', barberId: b1 });
    }
    expect((await t.db('appointments').where({ id: appointment.id }).first()).ics_sequence).toBe(0);
    expect(await t.db('notifications').where({ appointment_id: appointment.id, kind: 'change' })).toEqual([]);
  });

  it('moves within its own place (half an hour later overlaps where it was)', async () => {
    const date = nextDay();
    const { token } = await bookWithLink(date, '10:00');
    const res = await t.post(m(token, '/reschedule'), { date, time: '10:30', barberId: b1 });
    expect(res.status, res.text).toBe(200);
  });

  it('keeps the booked price with the same barber; another barber costs what booking them would', async () => {
    const date = nextDay();
    const { appointment, token } = await bookWithLink(date, '10:00');
    await t.db('appointments').where({ id: appointment.id }).update({ total_price_cents: 3000 });
    await t.db('service_barbers').where({ service_id: ids.corte, barber_id: b2 }).update({ price_cents: 4000 });
    try {
      expect((await t.post(m(token, '/reschedule'), { date, time: '11:00', barberId: b1 })).body.price).toBe(30);
      expect((await t.post(m(token, '/reschedule'), { date, time: '12:00', barberId: b2 })).body.price).toBe(40);
    } finally {
      await t.db('service_barbers').where({ service_id: ids.corte, barber_id: b2 }).update({ price_cents: null });
    }
  });

  it('refuses a taken slot with the slot_taken 409, and leaves the appointment where it was', async () => {
    const date = nextDay();
    await bookWithLink(date, '15:00');
    const { appointment, token } = await bookWithLink(date, '10:00');
    const res = await t.post(m(token, '/reschedule'), { date, time: '15:00', barberId: b1 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'slot_taken', message: expect.any(String) });
    expect((await t.db('appointments').where({ id: appointment.id }).first()).appointment_time).toBe('10:00:00');
    expect(await t.db('notifications').where({ appointment_id: appointment.id, kind: 'change' })).toEqual([]);
  });

  it('"no preference" takes a free barber', async () => {
    const date = nextDay();
    await bookWithLink(date, '15:00', b1);
    const { token } = await bookWithLink(date, '10:00', b1);
    const res = await t.post(m(token, '/reschedule'), { date, time: '15:00', barberId: null });
    expect(res.status, res.text).toBe(200);
    expect(res.body.barberId).not.toBe(b1);
  });

  it('lets one of two concurrent moves into one slot win; the other gets slot_taken', async () => {
    const date = nextDay();
    const a = await bookWithLink(date, '10:00');
    const b = await bookWithLink(date, '11:00');
    const answers = await Promise.all([a, b].map((x) => t.post(m(x.token, '/reschedule'), { date, time: '16:00', barberId: b1 })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.code).toBe('slot_taken');
    expect(
      await t.db('appointments').where({ appointment_date: date, appointment_time: '16:00:00' }).whereNot('status', 'cancelled'),
    ).toHaveLength(1);
  });

  it('holds the booking rules: Sunday, past, beyond the horizon, off the grid, an unknown barber', async () => {
    const date = nextDay();
    const { token } = await bookWithLink(date, '10:00');
    const cases: [unknown, number][] = [
      [{ date: '2026-11-29', time: '10:00', barberId: b1 }, 400], // a Sunday
      [{ date: '2026-11-20', time: '10:00', barberId: b1 }, 400], // past
      [{ date: '2028-01-04', time: '10:00', barberId: b1 }, 400], // beyond the horizon
      [{ date, time: '10:10', barberId: b1 }, 400],
      [{ date, time: '10:00', barberId: 99999 }, 400],
      [{ date, time: '25:00', barberId: b1 }, 400],
      [{ date, time: '11:00', barberId: b1, price: 1 }, 400],
      [{}, 400],
    ];
    for (const [body, status] of cases) {
      const res = await t.post(m(token, '/reschedule'), body);
      expect(res.status, JSON.stringify(body) + res.text).toBe(status);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe('the cut-off', () => {
  it('within CHANGE_CUTOFF_HOURS of the start: shown with the call message, and moving or cancelling refused (403)', async () => {
    const date = nextDay();
    const { token } = await bookWithLink(date, '10:00');
    const phone = (await t.get(m(token))).body.shop.phone as string;
    const message = changeCutoffMessage(2, phone);
    await atClock(sanJuan(date, '08:00'), async () => {
      const res = await t.get(m(token));
      expect(res.body).toMatchObject({ canChange: false, changeBlockedReason: message });
      const move = await t.post(m(token, '/reschedule'), { date, time: '15:00', barberId: b1 });
      expect(move.status).toBe(403);
      expect(move.body.message).toBe(message);
      const cancel = await t.post(m(token, '/cancel'));
      expect(cancel.status).toBe(403);
      expect(cancel.body.message).toBe(message);
    });
    await atClock(sanJuan(date, '07:59'), async () => expect((await t.get(m(token))).body.canChange).toBe(true));
  });

  it('follows CHANGE_CUTOFF_HOURS', async () => {
    const app = await startTestApp({ clock, db: t.db, env: { RATE_LIMITS: 'off', CHANGE_CUTOFF_HOURS: '24' } });
    try {
      const date = nextDay();
      const { token } = await bookWithLink(date, '10:00');
      await atClock(sanJuan(date, '07:00'), async () => {
        expect((await app.get(m(token))).body).toMatchObject({ canChange: false, cutoffHours: 24 });
        expect((await app.post(m(token, '/cancel'))).status).toBe(403);
      });
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/manage/:token/cancel', () => {
  it('cancels, owes the cancellation, writes the History; twice is fine; the page still shows it; the slot is bookable again', async () => {
    const date = nextDay();
    const { appointment, token } = await bookWithLink(date, '10:00');
    const res = await t.post(m(token, '/cancel'));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', canChange: false, changeBlockedReason: 'This appointment was cancelled.' });
    expect(await t.db('notifications').where({ appointment_id: appointment.id, kind: 'cancellation' })).toHaveLength(1);
    expect((await t.db('notifications').where({ appointment_id: appointment.id, kind: 'reminder-24h' }).first()).state).toBe('skipped');
    const audit = await t
      .db('audit_log')
      .where({ entity: 'appointment', entity_id: String(appointment.id), action: 'appointment.cancel' })
      .first();
    expect(audit.summary).toMatch(/^Cancelled .*, by the client$/);

    const again = await t.post(m(token, '/cancel'));
    expect(again.status).toBe(200);
    expect(await t.db('notifications').where({ appointment_id: appointment.id, kind: 'cancellation' })).toHaveLength(1);
    expect((await t.get(m(token))).body.status).toBe('cancelled');
    expect((await t.post(m(token, '/reschedule'), { date, time: '15:00', barberId: b1 })).status).toBe(409);
    expect((await t.get(m(token, '/calendar.ics'))).status).toBe(409);

    expect(freeOf((await t.get(`/api/availability/detailed/${ids.corte}/${date}`)).body, b1)).toContain('10:00');
    const rebook = await t.post(
      '/api/appointments',
      bookingBody({ serviceId: ids.corte, barberId: b1, appointmentDate: date, appointmentTime: '10:00' }),
    );
    expect(rebook.status, rebook.text).toBe(201);
  });
});

describe('GET /api/manage/:token/calendar.ics', () => {
  it('is a PUBLISH calendar download with the appointment’s instant, stable UID and SEQUENCE', async () => {
    const date = nextDay();
    const { appointment, token } = await bookWithLink(date, '10:00');
    await t.post(m(token, '/reschedule'), { date, time: '13:00', barberId: b1 });
    const res = await t.get(m(token, '/calendar.ics'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="appointment-\d{4}-\d{2}-\d{2}\.ics"$/);
    const cal = new ICAL.Component(ICAL.parse(res.text));
    expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH');
    const ev = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
    expect(ev.uid).toBe(`appointment-${appointment.id}@localhost`);
    expect(ev.sequence).toBe(1);
    const tz = new ICAL.Timezone(cal.getFirstSubcomponent('vtimezone')!);
    ev.startDate.zone = tz;
    expect(ev.startDate.toJSDate().toISOString()).toBe(sanJuan(date, '13:00').toISOString());
    expect(ev.endDate.toJSDate().getTime() - ev.startDate.toJSDate().getTime()).toBe(45 * 60_000);
    expect(String(cal.getFirstSubcomponent('vevent')!.getFirstPropertyValue('url'))).toContain(`/manage/${token}`);
  });
});

describe('POST /api/manage/:token/push', () => {
  let push: PushService;
  beforeAll(async () => {
    push = await startPushService();
  });
  afterAll(() => push.close());

  it('binds this device to the client (verified by the link): 201 with the reminders ahead', async () => {
    const { appointment, token } = await bookWithLink(nextDay(), '10:00');
    const device = push.device();
    const res = await t.post(m(token, '/push'), { subscription: device.subscription });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ subscribed: true, upcomingReminders: 2 });
    const row = await t.db('push_subscriptions').where({ endpoint: device.subscription.endpoint }).first();
    expect(row.client_id).toBe(appointment.clientId);
    expect(row.client_verified_at).not.toBeNull();
  });

  it('refuses a bad body or an unsupported push service with 400 { message }', async () => {
    const { token } = await bookWithLink(nextDay(), '10:00');
    const device = push.device();
    for (const body of [
      {},
      { subscription: { endpoint: 'nope' } },
      { subscription: { ...device.subscription, endpoint: 'ftp://push.example/x' } },
    ]) {
      const res = await t.post(m(token, '/push'), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe('rate limits', () => {
  it('limits each address, like the other public routes', async () => {
    const app = await startTestApp({ clock, db: t.db, env: { TRUST_PROXY: '1' } });
    try {
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      let last = 0;
      for (let i = 0; i < 21; i++) last = (await app.post(m('x', '/cancel'), undefined, from('203.0.113.7'))).status;
      expect(last).toBe(429);
      expect((await app.post(m('x', '/cancel'), undefined, from('203.0.113.8'))).status).toBe(404);
      const statuses: number[] = [];
      for (let i = 0; i < 121; i++) statuses.push((await app.get(m('x'), from('203.0.113.9'))).status);
      expect(statuses.slice(0, 120).every((s) => s === 404)).toBe(true);
      expect(statuses[120]).toBe(429);
    } finally {
      await app.close();
    }
  });
});
