import type { BookedAppointment } from '#shared/schemas/appointment';
import { SHOP } from '#shared/shop';
import { buildIcs } from './ics';

type Booked = Pick<BookedAppointment, 'id' | 'serviceName' | 'barberName' | 'startsAt' | 'endsAt'>;

/** The .ics file for a booked appointment: the service, the barber, the shop's address and phone. */
export function appointmentIcs(appointment: Booked, stamp: Date): { fileName: string; text: string } {
  const text = buildIcs({
    uid: `appointment-${appointment.id}@${SHOP.shortName.toLowerCase()}`,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    summary: `${appointment.serviceName} with ${appointment.barberName}`,
    description: `${SHOP.name}. To change or cancel, call ${SHOP.phone}.`,
    location: `${SHOP.name}, ${SHOP.addressLines.join(', ')}`,
    stamp,
  });
  return { fileName: `barbershop-appointment-${appointment.id}.ics`, text };
}
