import { AdminAppointment, AdminAppointmentList } from '#shared/schemas/admin-appointment';
import { BlockedSlotList } from '#shared/schemas/blocked-slot';
import { ClientWithHistoryList } from '#shared/schemas/client-history';

/* Answers of the staff API as the server gives them, parsed here with the shared schemas (the API contract). */

/** Tuesday 24 November 2026, 10:00 in San Juan: "today" for the Manage tab tests. */
export const NOW = new Date('2026-11-24T14:00:00Z');
export const TODAY = '2026-11-24';

const base = {
  appointmentDate: TODAY,
  clientId: 1,
  clientEmail: null,
  status: 'confirmed',
  paymentStatus: 'pending',
  notes: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  cancelledAt: null,
} as const;

export const anaAt0900 = AdminAppointment.parse({
  ...base,
  id: 11,
  appointmentTime: '09:00',
  endTime: '09:45',
  duration: 45,
  clientId: 41,
  clientName: 'Ana Rivera',
  clientPhone: '787-555-0142',
  clientEmail: 'ana@example.com',
  serviceId: 1,
  serviceName: 'Corte Clásico',
  barberId: 1,
  barberName: 'Miguel Santos',
  isWalkIn: false,
  totalPrice: '35.00',
});

export const pedroAt1430 = AdminAppointment.parse({
  ...base,
  id: 12,
  appointmentTime: '14:30',
  endTime: '15:00',
  duration: 30,
  clientId: 42,
  clientName: 'Pedro Díaz',
  clientPhone: '787-555-0199',
  serviceId: 2,
  serviceName: 'Barba',
  barberId: 2,
  barberName: 'Luis Rivera',
  isWalkIn: true,
  totalPrice: '20.00',
});

export const cancelledAt1100 = AdminAppointment.parse({
  ...base,
  id: 13,
  appointmentTime: '11:00',
  endTime: '11:45',
  duration: 45,
  clientId: 43,
  clientName: 'Gone Client',
  clientPhone: '787-555-0100',
  serviceId: 1,
  serviceName: 'Corte Clásico',
  barberId: 1,
  barberName: 'Miguel Santos',
  isWalkIn: false,
  totalPrice: '35.00',
  status: 'cancelled',
  cancelledAt: '2026-11-23T12:00:00.000Z',
});

/** GET /api/appointments?date=today: by time, cancelled ones included. */
export const today = AdminAppointmentList.parse([anaAt0900, cancelledAt1100, pedroAt1430]);

export const walkInMade = AdminAppointment.parse({
  ...base,
  id: 20,
  appointmentTime: '15:00',
  endTime: '15:45',
  duration: 45,
  clientId: 44,
  clientName: 'José Ortiz',
  clientPhone: '787-555-0123',
  serviceId: 1,
  serviceName: 'Corte Clásico',
  barberId: 2,
  barberName: 'Luis Rivera',
  isWalkIn: true,
  totalPrice: '35.00',
});

/** GET /api/clients/with-history?search=ana@example.com: Ana is on file with that email. */
export const anaOnFile = ClientWithHistoryList.parse([
  {
    client: {
      id: 41,
      firstName: 'Ana',
      lastName: 'Rivera',
      email: 'ana@example.com',
      phone: '787-555-0142',
      notes: null,
      createdAt: '2026-01-05T12:00:00.000Z',
    },
    lastAppointment: anaAt0900,
    daysSinceLastVisit: 14,
    reminderDue: false,
  },
]);

/** GET /api/blocked-slots: Miguel's lunch tomorrow, and the whole shop closed for a training day. */
export const blocks = BlockedSlotList.parse([
  {
    id: 5,
    barberId: 1,
    barberName: 'Miguel Santos',
    startDate: '2026-11-25',
    endDate: '2026-11-25',
    startTime: '12:00',
    endTime: '13:00',
    reason: 'Lunch break',
    createdAt: '2026-11-20T12:00:00.000Z',
  },
  {
    id: 6,
    barberId: 0,
    barberName: 'All Barbers',
    startDate: '2026-12-01',
    endDate: '2026-12-02',
    startTime: '09:00',
    endTime: '19:00',
    reason: 'Training',
    createdAt: '2026-11-20T12:00:00.000Z',
  },
]);
