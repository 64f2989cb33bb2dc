import { describe, expect, it } from 'vitest';
import { AppointmentInput } from '#shared/schemas/appointment';
import { isDraftComplete, looksLikeEmail, toAppointmentInput } from './appointment-payload';
import type { BookingDraft } from './draft';

const full: BookingDraft = {
  serviceId: 2,
  date: '2026-11-23',
  time: '10:00',
  barberId: null,
  clientId: 7,
  clientName: 'Ana Diaz',
  clientEmail: 'ana@example.com',
  clientPhone: '787-555-0101',
};

describe('appointment payload', () => {
  it('needs service, date, time and the client name, email and phone', () => {
    expect(isDraftComplete(full)).toBe(true);
    for (const key of ['serviceId', 'date', 'time', 'clientName', 'clientEmail', 'clientPhone'] as const) {
      expect(isDraftComplete({ ...full, [key]: undefined })).toBe(false);
    }
    expect(isDraftComplete({ ...full, clientPhone: '  ' })).toBe(false);
  });

  it('sends the spec fields: confirmed, pending, price or 0, empty notes', () => {
    if (!isDraftComplete(full)) throw new Error('complete');
    const body = toAppointmentInput(full, { price: 35, barbers: [{ id: 3, price: 40 }] });
    expect(body).toEqual({
      clientId: 7,
      clientName: 'Ana Diaz',
      clientEmail: 'ana@example.com',
      clientPhone: '787-555-0101',
      barberId: null,
      serviceId: 2,
      appointmentDate: '2026-11-23',
      appointmentTime: '10:00',
      notes: '',
      totalPrice: 35,
      status: 'confirmed',
      paymentStatus: 'pending',
    });
    expect(toAppointmentInput({ ...full, barberId: 3, notes: 'hi' }, undefined)).toMatchObject({ barberId: 3, notes: 'hi', totalPrice: 0 });
    // The chosen barber's own price for the service.
    expect(toAppointmentInput({ ...full, barberId: 3 }, { price: 35, barbers: [{ id: 3, price: 40 }] })).toMatchObject({ totalPrice: 40 });
    expect(AppointmentInput.safeParse(body).success).toBe(true);
  });

  it('starts the look-up once the email has an @ and a dot', () => {
    expect(looksLikeEmail('ana')).toBe(false);
    expect(looksLikeEmail('ana@example')).toBe(false);
    expect(looksLikeEmail('ana@example.com')).toBe(true);
  });
});
