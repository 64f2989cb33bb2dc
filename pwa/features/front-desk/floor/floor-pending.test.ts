import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxRow } from '#pwa/offline/db';
import { loadBundle } from '#pwa/i18n/catalogue';
import { outboxView } from '../lib/outbox-view';
import { floorAt10 } from './floor-fixtures';
import { FLOOR_ADD, FLOOR_LINE, FLOOR_VISIT, floorChangeTitle, withPending } from './floor-pending';

const row = (kind: string, payload: unknown, extra: Partial<OutboxRow> = {}): OutboxRow => ({
  id: `${kind}-${Math.random()}`,
  kind,
  payload,
  createdAt: Date.parse('2026-11-24T14:00:00Z'),
  attempts: 0,
  state: 'pending',
  ...extra,
});

beforeAll(async () => {
  await Promise.all([loadBundle('en', 'admin'), loadBundle('es', 'admin')]);
});

describe('the floor with the desk’s queued changes laid over it', () => {
  it('seats a queued In chair, frees the chair on a queued Done, and adds a queued entry at the end of the line', () => {
    const floor = withPending(floorAt10(), [
      row(FLOOR_VISIT, { appointmentId: 11, to: 'done', clientName: 'Ana Rivera' }),
      row(FLOOR_VISIT, { appointmentId: 13, to: 'in_chair', barberId: 2, clientName: 'Marta Cruz' }),
      row(FLOOR_LINE, { entryId: 22, to: 'left', clientName: 'Rosa' }),
      row(FLOOR_ADD, { entry: { firstName: 'Lina', serviceId: 2, barberId: null }, serviceName: 'Barba' }),
    ]);
    expect(floor.barbers.find((b) => b.id === 1)!.inChair).toBeNull();
    expect(floor.barbers.find((b) => b.id === 2)!.inChair).toMatchObject({ kind: 'appointment', id: 13, firstName: 'Marta Cruz' });
    expect(floor.appointments.find((a) => a.id === 13)!.visit).toBe('in_chair');
    expect(floor.line.find((e) => e.id === 22)!.status).toBe('left');
    expect(floor.line.at(-1)).toMatchObject({ id: -1, firstName: 'Lina', serviceName: 'Barba', status: 'waiting', position: 2 });
  });

  it('leaves out what the server decided: changes done or needing attention', () => {
    const floor = withPending(floorAt10(), [
      row(FLOOR_VISIT, { appointmentId: 13, to: 'in_chair', clientName: 'Marta Cruz' }, { state: 'needs-attention' }),
      row(FLOOR_LINE, { entryId: 22, to: 'left', clientName: 'Rosa' }, { state: 'done' }),
    ]);
    expect(floor).toEqual(floorAt10());
  });

  it('names floor changes in the outbox’s lists, in the desk’s language', () => {
    expect(floorChangeTitle(row(FLOOR_VISIT, { appointmentId: 13, to: 'in_chair', clientName: 'Marta Cruz' }), 'en')).toBe(
      'Floor: Marta Cruz → In chair',
    );
    expect(floorChangeTitle(row(FLOOR_LINE, { entryId: 22, to: 'waiting', undo: true, clientName: 'Rosa' }), 'es')).toBe(
      'Sala: Rosa vuelve a Esperando',
    );
    const view = outboxView(
      [row(FLOOR_ADD, { entry: { firstName: 'Lina', serviceId: 2, barberId: null }, serviceName: 'Barba' })],
      '2026-11-24',
      {},
      'en',
    );
    expect(view.otherWaiting.map((l) => l.title)).toEqual(['Floor: Lina joins the line']);
  });
});
