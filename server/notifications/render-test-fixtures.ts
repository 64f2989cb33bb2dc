import type { AppointmentMessage } from '#shared/schemas/notifications';
import { manageToken, unsubscribeToken } from './links';
import type { RenderContext } from './render-types';

/* The shop, the appointment and the outbox rows the renderers' tests (render*.test.ts) share. */

export const key = Buffer.alloc(32, 7);
export const ctx: RenderContext = {
  shop: {
    name: 'Tom & Jerry’s <Barbers>',
    addressLines: ['1 Calle Luna', 'San Juan, PR 00901'],
    phone: '(787) 555-0132',
    email: 'hello@shop.example',
  },
  publicUrl: 'https://shop.example',
  linkKey: key,
  now: new Date('2026-11-20T12:00:00Z'),
};
export const appt: AppointmentMessage = {
  appointmentId: 42,
  clientFirstName: '<b>Ana</b>',
  serviceName: 'Corte "Clásico"',
  barberName: 'Luis',
  date: '2026-11-23',
  time: '14:30',
  startsAt: '2026-11-23T18:30:00.000Z',
  endsAt: '2026-11-23T19:15:00.000Z',
  priceCents: 3500,
  sequence: 0,
};
export const row = (kind: any, payload: unknown = appt, channel: 'email' | 'sms' = 'email') => ({
  kind,
  channel,
  recipient: 'ana@example.com',
  clientId: 9,
  payload,
});
export const manage = `https://shop.example/manage/${manageToken(key, 42)}`;
export const unsubscribe = `https://shop.example/api/unsubscribe/${unsubscribeToken(key, 9)}`;

/** In Spanish (the client’s language). */
export const es = <T extends object>(r: T) => ({ ...r, lang: 'es' as const });
export const manageEs = `${manage}?lang=es`;
export const morning = { ...appt, time: '10:30', startsAt: '2026-11-23T14:30:00.000Z', endsAt: '2026-11-23T15:15:00.000Z' };
