import { describe, expect, it } from 'vitest';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { mergeTodayItems, toTodayItems, type TodayItem } from './today-items';

const appt = (id: number, time: string, over: Partial<AdminAppointment> = {}): AdminAppointment => ({
  id,
  appointmentDate: '2025-06-10',
  appointmentTime: time,
  endTime: time,
  duration: 45,
  clientId: 1,
  clientName: `Client ${id}`,
  clientPhone: '787-555-0101',
  clientEmail: null,
  serviceId: 1,
  serviceName: 'Corte',
  barberId: 1,
  barberName: 'Carlos Rivera',
  isWalkIn: false,
  status: 'confirmed',
  paymentStatus: 'pending',
  totalPrice: '35.00',
  notes: null,
  createdAt: '2025-06-10T12:00:00Z',
  cancelledAt: null,
  ...over,
});

describe('toTodayItems', () => {
  it('hides cancelled appointments and orders by time', () => {
    const items = toTodayItems([appt(1, '15:00'), appt(2, '09:30', { status: 'cancelled' }), appt(3, '10:00', { isWalkIn: true })]);
    expect(items.map((i) => i.id)).toEqual([3, 1]);
    expect(items[0]).toMatchObject({ key: 'appt-3', isWalkIn: true, time: '10:00', barberName: 'Carlos Rivera', serviceName: 'Corte' });
    expect(items[0]!.pending).toBeUndefined();
  });

  it('keeps completed and pending appointments (only cancelled ones are hidden)', () => {
    expect(toTodayItems([appt(1, '09:00', { status: 'completed' }), appt(2, '09:00', { status: 'pending' })])).toHaveLength(2);
  });

  it('a visit already Done or a No-show is history: it says so and cannot be cancelled', () => {
    const [done, noShow, live] = toTodayItems([
      appt(1, '09:00', { status: 'completed' }),
      appt(2, '09:30', { status: 'no_show' }),
      appt(3, '10:00'),
    ]);
    expect(done).toMatchObject({ finished: 'completed', cancellable: false });
    expect(noShow).toMatchObject({ finished: 'no_show', cancellable: false });
    expect(live).toMatchObject({ cancellable: true });
    expect(live!.finished).toBeUndefined();
  });
});

describe('mergeTodayItems', () => {
  it('slots queued rows in by time, server rows first on a tie', () => {
    const queued: TodayItem = { ...toTodayItems([appt(9, '10:00')])[0]!, key: 'outbox-1', id: undefined, pending: true };
    const merged = mergeTodayItems(toTodayItems([appt(1, '09:00'), appt(2, '10:00')]), [queued]);
    expect(merged.map((i) => i.key)).toEqual(['appt-1', 'appt-2', 'outbox-1']);
  });

  it('leaves out a queued row the server list already holds (its replay just landed)', () => {
    const server = toTodayItems([appt(1, '09:00', { clientName: 'Ana' }), appt(2, '10:00', { clientName: 'Bo' })]);
    const landed: TodayItem = { ...server[1]!, key: 'outbox-1', id: undefined, pending: true };
    const other: TodayItem = { ...landed, key: 'outbox-2', clientName: 'Cy' };
    expect(mergeTodayItems(server, [landed, other]).map((i) => i.key)).toEqual(['appt-1', 'appt-2', 'outbox-2']);
  });
});

describe('toTodayItems with a date', () => {
  it('leaves out another day’s rows (a list saved yesterday, opened offline today)', () => {
    const items = toTodayItems([appt(1, '09:00'), appt(2, '10:00', { appointmentDate: '2025-06-09' })], '2025-06-10');
    expect(items.map((i) => i.id)).toEqual([1]);
  });
});
