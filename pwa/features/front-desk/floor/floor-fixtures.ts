import type { Floor } from './floor-api';

/** A morning on the floor at 10:00 (shop time): Miguel has Ana in the chair, Luis is free; two in the line. */
export const floorAt10 = (): Floor => ({
  now: '2026-11-24T14:00:00.000Z',
  barbers: [
    {
      id: 1,
      name: 'Miguel Santos',
      inChair: {
        kind: 'appointment',
        id: 11,
        firstName: 'Ana Rivera',
        serviceName: 'Corte Clásico',
        startedAt: '2026-11-24T13:35:00.000Z',
      },
      freeAt: '2026-11-24T14:20:00.000Z',
    },
    { id: 2, name: 'Luis Rivera', inChair: null, freeAt: null },
  ],
  appointments: [
    {
      id: 11,
      clientName: 'Ana Rivera',
      barberId: 1,
      serviceName: 'Corte Clásico',
      start: '2026-11-24T13:30:00.000Z',
      visit: 'in_chair',
      late: false,
    },
    { id: 12, clientName: 'Pedro Díaz', barberId: 2, serviceName: 'Barba', start: '2026-11-24T13:45:00.000Z', visit: 'booked', late: true },
    {
      id: 13,
      clientName: 'Marta Cruz',
      barberId: 2,
      serviceName: 'Corte Clásico',
      start: '2026-11-24T15:00:00.000Z',
      visit: 'booked',
      late: false,
    },
  ],
  line: [
    {
      id: 21,
      position: 1,
      firstName: 'Luis',
      serviceName: 'Corte Clásico',
      barberId: null,
      status: 'waiting',
      joinedAt: '2026-11-24T13:48:00.000Z',
      estimate: { fromMinutes: 5, toMinutes: 20 },
      waitedMinutes: 12,
      source: 'web',
    },
    {
      id: 22,
      position: 2,
      firstName: 'Rosa',
      serviceName: 'Barba',
      barberId: 2,
      status: 'waiting',
      joinedAt: '2026-11-24T13:55:00.000Z',
      estimate: { fromMinutes: 20, toMinutes: 40 },
      waitedMinutes: 5,
      source: 'desk',
    },
  ],
});
