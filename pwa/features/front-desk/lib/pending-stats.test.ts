import { describe, expect, it } from 'vitest';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import type { OutboxRow } from '#pwa/offline/db';
import { pendingStats } from './pending-stats';

const today = '2026-11-20'; // a Friday
const week = { start: '2026-11-16', end: '2026-11-22' };
const services = [
  { id: 2, name: 'Corte', description: '', price: 35, duration: 45, barbers: [] },
  { id: 3, name: 'Llamar', description: '', price: null, duration: 30, barbers: [] },
];
const walkIn = (over: Record<string, unknown> = {}) => ({
  barberId: 1,
  serviceId: 2,
  date: today,
  time: '09:05',
  clientName: 'Ana Rivera',
  clientPhone: '787-555-0100',
  clientEmail: null,
  notes: null,
  isWalkIn: true,
  ...over,
});
let n = 0;
const row = (kind: string, payload: unknown, over: Partial<OutboxRow> = {}): OutboxRow => ({
  id: `r${++n}`,
  kind,
  payload,
  createdAt: n,
  attempts: 0,
  state: 'pending',
  ...over,
});
const appt = (id: number, over: Partial<AdminAppointment> = {}) =>
  ({
    id,
    appointmentDate: today,
    appointmentTime: '10:00',
    clientName: 'Cy',
    barberName: 'Carlos',
    status: 'confirmed',
    totalPrice: '25.00',
    ...over,
  }) as AdminAppointment;

describe('pendingStats', () => {
  it('queued walk-ins add to today (with their price) and to the week; other weeks count for nothing', () => {
    const p = pendingStats(
      [
        row('walk-in', walkIn()),
        row('walk-in', walkIn({ serviceId: 3 }), { state: 'sending' }),
        row('walk-in', walkIn({ date: '2026-11-21' })),
        row('walk-in', walkIn({ date: '2026-11-24' })),
      ],
      { today, week, services },
    );
    expect(p).toEqual({ todayAppointments: 2, todayRevenue: 35, weekAppointments: 3, todayChanges: 2, weekChanges: 3 });
  });

  it('queued cancellations take away, with the price of the appointment in today’s saved list', () => {
    const p = pendingStats([row('cancel', { appointmentId: 7, clientName: 'Cy', date: today, time: '10:00' })], {
      today,
      week,
      todayList: [appt(7)],
    });
    expect(p).toMatchObject({ todayAppointments: -1, todayRevenue: -25, weekAppointments: -1, todayChanges: 1 });
  });

  it('refused and done changes count for nothing; an undone walk-in neither', () => {
    const w = row('walk-in', walkIn(), { attempts: 1 });
    const rows = [
      row('walk-in', walkIn(), { state: 'needs-attention' }),
      row('walk-in', walkIn(), { state: 'done', outcome: 'synced' }),
      w,
      row('cancel-walk-in', { walkInId: w.id, clientName: 'Ana Rivera', date: today, time: '09:05', barberName: 'Carlos' }),
    ];
    expect(pendingStats(rows, { today, week, services })).toMatchObject({
      todayAppointments: 0,
      todayRevenue: 0,
      weekAppointments: 0,
      todayChanges: 0,
    });
  });

  it('undoing a walk-in the server already has takes it away, found in today’s list', () => {
    const rows = [row('cancel-walk-in', { walkInId: 'gone', clientName: 'Cy', date: today, time: '10:00', barberName: 'Carlos' })];
    expect(pendingStats(rows, { today, week, todayList: [appt(7)] })).toMatchObject({
      todayAppointments: -1,
      todayRevenue: -25,
      weekAppointments: -1,
    });
  });
});
