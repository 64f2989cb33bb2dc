import { AvailabilityDetail } from '#shared/schemas/availability';
import { BookedAppointment } from '#shared/schemas/appointment';
import { BookingRules } from '#shared/schemas/booking-rules';
import { ClosureList } from '#shared/schemas/days-off';
import { ShopDetails } from '#shared/schemas/shop-details';
import { BarberList, ServiceList } from '#shared/schemas/catalogue';
import { DEFAULT_SHOP_DETAILS } from '#shared/shop';
import { Client, ClientLookup } from '#shared/schemas/client';

/* Answers of the public API as the server gives them, parsed here with the shared schemas (the API contract). */

/** Tuesday 24 November 2026, 10:00 in San Juan (UTC-4): the clock the booking tests run at. */
export const NOW = new Date('2026-11-24T14:00:00Z');

export const services = ServiceList.parse([
  // Miguel (1) charges his own price for a cut; only Luis (2) does beards.
  {
    id: 1,
    name: 'Corte Clásico',
    description: 'Scissor or clipper cut, washed and styled.',
    price: 35,
    duration: 45,
    barbers: [
      { id: 1, price: 40 },
      { id: 2, price: 35 },
    ],
  },
  {
    id: 2,
    name: 'Barba',
    description: 'Beard trim and line-up with a hot towel.',
    price: 20,
    duration: 30,
    barbers: [{ id: 2, price: 20 }],
  },
  {
    id: 3,
    name: 'Servicios de Químico',
    description: 'Colour and chemical work.',
    price: null,
    duration: 120,
    barbers: [
      { id: 1, price: null },
      { id: 2, price: null },
    ],
  },
]);

export const barbers = BarberList.parse([
  { id: 1, name: 'Miguel Santos', title: 'Master Barber', rating: '4.9', bio: 'Fades and classic cuts.', photoUrl: null },
  { id: 2, name: 'Luis Rivera', title: 'Senior Barber', rating: '4.8', bio: 'Beards and shaves.', photoUrl: null },
]);

/** 9:00 Miguel only, 9:30 nobody (Booked), 10:00 both. */
export const availability = AvailabilityDetail.parse({
  allSlots: ['09:00', '09:30', '10:00'],
  barberAvailability: {
    '1': { name: 'Miguel Santos', availableSlots: ['09:00', '10:00'] },
    '2': { name: 'Luis Rivera', availableSlots: ['10:00'] },
  },
});

export const fullyBooked = AvailabilityDetail.parse({
  allSlots: ['09:00', '09:30'],
  barberAvailability: {
    '1': { name: 'Miguel Santos', availableSlots: [] },
    '2': { name: 'Luis Rivera', availableSlots: [] },
  },
});

/** GET /api/shop as the owner edited it: a new phone, address, email, hours and Home cards. */
export const editedShop = ShopDetails.parse({
  ...DEFAULT_SHOP_DETAILS,
  addressLines: ['Calle Loíza 1905', 'San Juan, PR 00911'],
  phone: '(787) 555-0199',
  email: 'citas@example.com',
  instagram: 'https://www.instagram.com/other.shop/',
  openingHours: [
    { days: 'Monday – Friday', hours: '9:00 AM – 6:00 PM' },
    { days: 'Saturday', hours: '10:00 AM – 4:00 PM' },
  ],
  homeServices: [{ name: 'Fade', price: '$30+', duration: 40, description: 'Skin fade.' }, ...DEFAULT_SHOP_DETAILS.homeServices.slice(1)],
});

/** GET /api/closures: the shop closed Thursday 26 and Friday 27 November 2026 (Thanksgiving). */
export const closures = ClosureList.parse([{ id: 1, startDate: '2026-11-26', endDate: '2026-11-27', reason: 'Thanksgiving' }]);

/** Ten days ahead: the last bookable day is Friday 4 December 2026. */
export const bookingRules = BookingRules.parse({
  horizonDays: 10,
  lastBookableDate: '2026-12-04',
  minNoticeMinutes: 0,
  slotStepMinutes: 30,
});

export const newClient = Client.parse({
  id: 41,
  firstName: 'Ana',
  lastName: 'Rivera',
  email: 'ana@example.com',
  phone: '787-555-0142',
  notes: null,
  createdAt: '2026-11-24T14:00:00.000Z',
});

export const returningClient = ClientLookup.parse({ id: 7, firstName: 'Carlos', maskedPhone: '•••-•••-••42' });

export const booked = BookedAppointment.parse({
  id: 501,
  clientId: 41,
  clientFirstName: 'Ana',
  barberId: 1,
  barberName: 'Miguel Santos',
  serviceId: 1,
  serviceName: 'Corte Clásico',
  appointmentDate: '2026-11-25',
  appointmentTime: '10:00',
  endTime: '10:45',
  duration: 45,
  startsAt: '2026-11-25T14:00:00.000Z',
  endsAt: '2026-11-25T14:45:00.000Z',
  totalPrice: '35.00',
  status: 'confirmed',
  paymentStatus: 'pending',
  isWalkIn: false,
  notes: null,
  createdAt: '2026-11-24T14:00:00.000Z',
});
