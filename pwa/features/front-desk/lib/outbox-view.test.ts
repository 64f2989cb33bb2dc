import { describe, expect, it } from 'vitest';
import { loadBundle } from '#pwa/i18n/catalogue';

await loadBundle('en', 'admin');
import type { OutboxRow } from '#pwa/offline/db';
import { outboxView } from './outbox-view';

const today = '2026-11-21';
const names = {
  barbers: [{ id: 1, name: 'Carlos', title: '', rating: '5.0' }],
  services: [{ id: 2, name: 'Corte', description: '', price: 35, duration: 45 }],
};
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
  id: `c${++n}`,
  kind,
  payload,
  createdAt: n,
  attempts: 0,
  state: 'pending',
  ...over,
});

describe('outboxView', () => {
  it('today’s queued walk-ins become rows waiting to sync, named from the cached lists', () => {
    const v = outboxView(
      [row('walk-in', walkIn()), row('walk-in', walkIn({ clientName: 'Bo Diaz', barberId: 9 }), { state: 'sending' })],
      today,
      names as never,
    );
    expect(v.queuedToday).toHaveLength(2);
    expect(v.queuedToday[0]).toMatchObject({
      time: '09:05',
      clientName: 'Ana Rivera',
      barberName: 'Carlos',
      serviceName: 'Corte',
      isWalkIn: true,
      pending: true,
    });
    expect(v.queuedToday[0]!.id).toBeUndefined();
    expect(v.queuedToday[1]!.barberName).toBe('Barber #9');
  });

  it('a queued cancellation of today’s appointment marks it; other days are listed apart', () => {
    const v = outboxView(
      [
        row('cancel', { appointmentId: 42, clientName: 'Cy', date: today, time: '10:00' }),
        row('walk-in', walkIn({ date: '2026-11-23' })),
        row('cancel', { appointmentId: 7, clientName: 'Di', date: '2026-11-24', time: '11:00' }),
      ],
      today,
      names as never,
    );
    expect([...v.pendingIds]).toEqual([42]);
    expect([...v.cancellingIds]).toEqual([42, 7]); // the Appointments tab marks every day's
    expect(v.otherWaiting.map((l) => l.title)).toEqual(['Walk-in: Ana Rivera', 'Cancellation: Di']);
    expect(v.queuedToday).toEqual([]);
  });

  it('refused changes need attention with the server’s message, and done ones are gone', () => {
    const v = outboxView(
      [
        row('walk-in', walkIn(), { state: 'needs-attention', lastError: 'That time was just booked. Please choose another time.' }),
        row('walk-in', walkIn(), { state: 'done', outcome: 'synced' }),
        row('mystery', {}, { state: 'needs-attention', lastError: 'Unknown' }),
        row(
          'cancel',
          { appointmentId: 5, clientName: 'Ed', date: today, time: '12:00' },
          { state: 'needs-attention', lastError: 'Not found' },
        ),
      ],
      today,
      names as never,
    );
    expect(v.needsAttention).toHaveLength(3);
    expect(v.needsAttention[0]).toMatchObject({
      title: 'Walk-in: Ana Rivera',
      message: 'That time was just booked. Please choose another time.',
      time: '09:05',
    });
    expect(v.needsAttention[0]!.walkIn?.barberId).toBe(1);
    expect(v.needsAttention[1]!.title).toBe('Change (mystery)');
    expect(v.cancellingIds.size).toBe(0);
    expect(v.queuedToday).toEqual([]);
  });

  it('a queued walk-in can be cancelled before it is sent, once: an undo waiting behind it takes its Cancel away', () => {
    const first = row('walk-in', walkIn());
    const second = row('walk-in', walkIn({ clientName: 'Bo Diaz', time: '10:05' }), { state: 'sending', attempts: 1 });
    const undo = row('cancel-walk-in', { walkInId: second.id, clientName: 'Bo Diaz', date: today, time: '10:05', barberName: 'Carlos' });
    const v = outboxView([first, second, undo], today, names as never);
    expect(v.queuedToday.map((i) => [i.clientName, i.outboxId, i.undoable])).toEqual([
      ['Ana Rivera', first.id, true],
      ['Bo Diaz', second.id, false],
    ]);
    expect(v.pendingVisits).toEqual([{ time: '10:05', clientName: 'Bo Diaz', barberName: 'Carlos' }]);
    expect(v.otherWaiting).toEqual([]);
  });
});
