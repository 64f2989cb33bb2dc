/**
 * A busy morning on the shop floor, as GET /api/floor answers it (times relative to now): two chairs taken,
 * a late client, an arrived one, and three in the line (one called). For screens and layout checks that
 * must show every kind of control whatever the shared e2e database holds (page.route serves it).
 */
export const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
export const busyFloor = () => ({
  now: at(0),
  barbers: [
    {
      id: 1,
      name: 'Miguel Santos',
      inChair: { kind: 'appointment', id: 11, firstName: 'Ana Rivera', serviceName: 'Corte Clásico', startedAt: at(25) },
      freeAt: at(-20),
    },
    {
      id: 2,
      name: 'Luis Rivera',
      inChair: { kind: 'line', id: 20, firstName: 'Jorge', serviceName: 'Barba', startedAt: at(8) },
      freeAt: at(-22),
    },
    { id: 3, name: 'Carlos Méndez', inChair: null, freeAt: null },
  ],
  appointments: [
    { id: 12, clientName: 'Pedro Díaz', barberId: 2, serviceName: 'Barba', start: at(15), visit: 'booked', late: true },
    { id: 13, clientName: 'Marta Cruz', barberId: 1, serviceName: 'Corte Clásico', start: at(-30), visit: 'arrived', late: false },
    { id: 14, clientName: 'Tomás Vega', barberId: 3, serviceName: 'Corte y Barba', start: at(-60), visit: 'booked', late: false },
  ],
  line: [
    {
      id: 21,
      position: 1,
      firstName: 'Luisa',
      serviceName: 'Corte Clásico',
      barberId: null,
      status: 'called',
      joinedAt: at(31),
      estimate: { fromMinutes: 0, toMinutes: 5 },
      waitedMinutes: 31,
      source: 'web',
    },
    {
      id: 22,
      position: 2,
      firstName: 'Rosa',
      serviceName: 'Barba',
      barberId: 2,
      status: 'waiting',
      joinedAt: at(18),
      estimate: { fromMinutes: 20, toMinutes: 35 },
      waitedMinutes: 18,
      source: 'door',
    },
    {
      id: 23,
      position: 3,
      firstName: 'Gabriel',
      serviceName: 'Corte Clásico',
      barberId: null,
      status: 'waiting',
      joinedAt: at(6),
      estimate: { fromMinutes: 25, toMinutes: 45 },
      waitedMinutes: 6,
      source: 'desk',
    },
  ],
});
