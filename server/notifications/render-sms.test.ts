import { describe, expect, it } from 'vitest';
import { renderSms } from './render-sms';
import { SMS_MAX, UnrenderableMessage } from './render-types';
import { appt, ctx, es, manage, manageEs, morning, row } from './render-test-fixtures';

describe('renderSms', () => {
  it('every kind is short and says what it is about', () => {
    const kinds = ['confirmation', 'change', 'cancellation', 'reminder-24h', 'reminder-2h'] as const;
    for (const k of kinds) {
      const s = renderSms(row(k, { ...appt, before: { date: '2026-11-22', time: '09:00', barberName: 'Carlos' } }, 'sms'), ctx);
      expect(s.text.length).toBeLessThanOrEqual(SMS_MAX);
      expect(s.text).toMatch(/^Tom & Jerry’s <Barbers>: /);
      expect(s.text).toContain('2:30 PM');
    }
    expect(renderSms(row('confirmation', appt, 'sms'), ctx).text).toContain(manage);
    expect(
      renderSms(row('change', { ...appt, before: { date: '2026-11-22', time: '09:00', barberName: 'Carlos' } }, 'sms'), ctx).text,
    ).toContain('(was Sun, Nov 22 9:00 AM)');
    expect(renderSms(row('cancellation', appt, 'sms'), ctx).text).toContain('Book again: https://shop.example/book');
    expect(renderSms(row('lapsed', { clientFirstName: 'Ana', daysSinceLastVisit: null }, 'sms'), ctx).text).toContain('we miss you');
    expect(
      renderSms(
        row(
          'order-ready',
          { orderId: 17, buyerName: 'Ana', totalCents: 1800, items: [{ name: 'Clay Pomade', quantity: 1, unitPriceCents: 1800 }] },
          'sms',
        ),
        ctx,
      ).text,
    ).toBe('Tom & Jerry’s <Barbers>: Hi Ana, your order #17 is ready for pickup. Questions? Call (787) 555-0132.');
  });

  it('a reply to a Contact message is never an SMS', () => {
    expect(() =>
      renderSms(
        row(
          'contact-reply',
          { contactMessageId: 5, name: 'Ana', body: 'Hi', original: { message: 'x', sentAt: '2026-11-19T15:00:00.000Z' } },
          'sms',
        ),
        ctx,
      ),
    ).toThrow(UnrenderableMessage);
  });

  it('refuses a text over two segments', () => {
    expect(() => renderSms(row('confirmation', appt, 'sms'), { ...ctx, publicUrl: `https://${'x'.repeat(300)}.example` })).toThrow(
      UnrenderableMessage,
    );
  });
});

describe('in Spanish (the client’s language)', () => {
  it('SMS', () => {
    const sms = (k: string, p: unknown = morning) => renderSms(es(row(k, p, 'sms')), ctx).text;
    expect(sms('confirmation')).toBe(
      `Tom & Jerry’s <Barbers>: reservaste Corte "Clásico" con Luis, lun, 23 nov, 10:30 a. m.; cambia o cancela aquí: ${manageEs}`,
    );
    expect(sms('reminder-2h')).toContain('hoy a las 10:30 a. m.; ¿se te hace tarde? Llama al (787) 555-0132.');
    expect(sms('change', { ...morning, before: { date: '2026-11-22', time: '09:00', barberName: 'Carlos' } })).toContain(
      '(antes dom, 22 nov, 9:00 a. m.)',
    );
    expect(sms('cancellation')).toContain('fue cancelada. Reserva otra vez: https://shop.example/book');
    for (const k of ['confirmation', 'change', 'cancellation', 'reminder-24h', 'reminder-2h'])
      expect(sms(k).length).toBeLessThanOrEqual(SMS_MAX);
  });
});
