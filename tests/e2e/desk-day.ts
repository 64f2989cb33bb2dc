import type { AdminAppointment } from '#shared/schemas/admin-appointment';

/* A full front-desk day, made up (the Manage tab's answer replaced by it), for layout checks and bench:desk-list. */

const FIRST = ['María', 'José', 'Carmen', 'Luis', 'Ana', 'Jorge', 'Sofía', 'Pedro', 'Isabel', 'Rafael', 'Lucía'];
const LAST = ['Rivera Ortiz', 'Santiago', 'Colón', 'Rodríguez Méndez', 'Torres', 'Vázquez', 'Cruz', 'Figueroa'];
const BARBERS = ['Miguel Rodriguez', 'Carlos Mendez', 'Luis Ortiz', 'Javier Santos'];
const SERVICES = ['Corte', 'Corte + Barba', 'Afeitado Clásico', 'Barba'];

/** A full day: 22 appointments from 9:00, every 30 minutes, spread over the barbers, two walk-ins. */
export function dayOf22(date: string): AdminAppointment[] {
  return Array.from({ length: 22 }, (_, i) => {
    const minutes = 9 * 60 + i * 30;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const end = minutes + 30;
    const name = `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`;
    return {
      id: 900_000 + i,
      appointmentDate: date,
      appointmentTime: time,
      endTime: `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
      duration: 30,
      clientId: 900_000 + i,
      clientName: name,
      clientPhone: `787-555-${String(1000 + i)}`,
      clientEmail: i % 5 === 3 ? null : `${name.split(' ')[0]!.toLowerCase()}.${i}@example.com`,
      serviceId: 1 + (i % 4),
      serviceName: SERVICES[i % 4]!,
      barberId: 1 + (i % 4),
      barberName: BARBERS[i % 4]!,
      isWalkIn: i % 9 === 4,
      status: 'confirmed',
      paymentStatus: 'pending',
      totalPrice: '35.00',
      notes: null,
      createdAt: new Date().toISOString(),
      cancelledAt: null,
    };
  });
}
