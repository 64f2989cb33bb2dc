import type { BookedAppointment } from '#shared/schemas/appointment';
import type { ShopDetails } from '#shared/schemas/shop-details';
import { DEFAULT_SHOP_DETAILS, SHOP } from '#shared/shop';
import type { Lang } from '#shared/i18n/lang';
import { translate } from '#pwa/i18n/catalogue';
import { buildIcs } from '#shared/ics';

type Booked = Pick<BookedAppointment, 'id' | 'serviceName' | 'barberName' | 'startsAt' | 'endsAt'>;

type Shop = Pick<ShopDetails, 'name' | 'phone' | 'addressLines'>;

/**
 * The .ics file for a booked appointment: the service, the barber, the shop's address and phone (as the owner set them),
 * its summary and description in the page's language (its messages loaded).
 */
export function appointmentIcs(
  appointment: Booked,
  stamp: Date,
  shop: Shop = DEFAULT_SHOP_DETAILS,
  lang: Lang = 'en',
): { fileName: string; text: string } {
  const text = buildIcs({
    prodId: '-//Barbershop//Booking//EN',
    method: 'PUBLISH',
    event: {
      uid: `appointment-${appointment.id}@${SHOP.shortName.toLowerCase()}`,
      startsAt: appointment.startsAt,
      endsAt: appointment.endsAt,
      summary: translate(lang, 'booking.ics.summary', { service: appointment.serviceName, barber: appointment.barberName }),
      description: translate(lang, 'booking.ics.description', { shop: shop.name, phone: shop.phone }),
      location: `${shop.name}, ${shop.addressLines.join(', ')}`,
      stamp,
    },
  });
  return { fileName: `barbershop-appointment-${appointment.id}.ics`, text };
}
