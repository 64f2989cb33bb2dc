import { describe, expect, it } from 'vitest';
import { shopInstant } from '#shared/domain/shop-time';
import { appointmentReminderPayload, dayPhrase } from './reminder-payload';

const facts = { appointmentId: 7, serviceName: 'Corte', barberName: 'Carlos', startsAt: shopInstant('2026-11-27', '15:30') };

describe('appointment reminder payload', () => {
  it('names the service, barber and shop-local 12-hour time, and opens the home page', () => {
    const p = appointmentReminderPayload(facts, shopInstant('2026-11-26', '15:30'));
    expect(p.body).toMatch(/^Corte with Carlos tomorrow at 3:30 PM\./);
    expect(p).toMatchObject({ title: 'Appointment reminder', url: '/', tag: 'appointment-7' });
  });

  it('says today, tomorrow, or the weekday and date, decided in San Juan whatever the instant', () => {
    expect(dayPhrase(facts.startsAt, shopInstant('2026-11-27', '13:30'))).toBe('today');
    // 23:00 in San Juan is already the next day in UTC: still "tomorrow" in the shop.
    expect(dayPhrase(facts.startsAt, shopInstant('2026-11-26', '23:00'))).toBe('tomorrow');
    expect(dayPhrase(facts.startsAt, shopInstant('2026-11-25', '09:00'))).toBe('on Friday, November 27');
  });

  it('shows morning times with AM', () => {
    const p = appointmentReminderPayload({ ...facts, startsAt: shopInstant('2026-11-27', '09:00') }, shopInstant('2026-11-27', '07:00'));
    expect(p.body).toContain('today at 9:00 AM');
  });
});

describe('in Spanish', () => {
  it('says the day and time in Spanish', () => {
    const p = appointmentReminderPayload({ ...facts, lang: 'es' }, shopInstant('2026-11-26', '15:30'));
    expect(p.title).toBe('Recordatorio de cita');
    expect(p.body).toBe('¡Te esperamos en The Gentlemen’s Barbershop mañana a las 3:30 p. m. para tu Corte con Carlos!');
    expect(dayPhrase(facts.startsAt, shopInstant('2026-11-25', '09:00'), 'es')).toBe('el viernes, 27 de noviembre');
    expect(dayPhrase(facts.startsAt, shopInstant('2026-11-27', '09:00'), 'es')).toBe('hoy');
  });
});
