import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { renderEmail, UnrenderableMessage } from './render';
import { escapeHtml } from './email-layout';
import { verifyUnsubscribeToken } from './links';
import { appt, ctx, es, key, manage, manageEs, morning, row, unsubscribe } from './render-test-fixtures';

describe('renderEmail', () => {
  it('a confirmation: subject, shop-time date, price, shop details, manage link, List-Unsubscribe and a REQUEST calendar file', () => {
    const m = renderEmail(row('confirmation'), ctx);
    expect(m.subject).toBe('Booked: Corte "Clásico", Mon, Nov 23 2:30 PM');
    expect(m.text).toContain('When: Monday, November 23, 2026 at 2:30 PM');
    expect(m.text).toContain('Price: $35.00');
    expect(m.text).toContain(`Reschedule or cancel: ${manage}`);
    expect(m.text).toContain('(787) 555-0132');
    expect(m.text).toContain('1 Calle Luna');
    expect(m.text).toContain(`Turn off reminders: ${unsubscribe}`);
    expect(m.html).toContain(`href="${manage}"`);
    expect(m.html).toContain(`href="${unsubscribe}"`);
    expect(m.html).toContain('Turn off reminders');
    expect(m.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(verifyUnsubscribeToken(key, unsubscribe.split('/').pop()!)).toBe(9);
    expect(m.ics?.method).toBe('REQUEST');
    const cal = new ICAL.Component(ICAL.parse(m.ics!.content));
    expect(cal.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(cal.getFirstSubcomponent('vevent')!.getFirstPropertyValue('uid')).toBe('appointment-42@shop.example');
  });

  it('escapes every interpolated value in the HTML, and loads nothing remote', () => {
    const m = renderEmail(row('confirmation'), ctx);
    expect(m.html).not.toContain('<b>Ana</b>');
    expect(m.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(m.html).toContain('Tom &amp; Jerry’s &lt;Barbers&gt;');
    expect(m.html).toContain('Corte &quot;Clásico&quot;');
    expect(m.html).not.toMatch(/<img|src=|url\(|<script/i);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('a change says the new time and the old one', () => {
    const m = renderEmail(
      row('change', { ...appt, sequence: 1, before: { date: '2026-11-22', time: '09:00', barberName: 'Carlos' } }),
      ctx,
    );
    expect(m.subject).toContain('now Mon, Nov 23 2:30 PM');
    expect(m.text).toContain('When: Monday, November 23, 2026 at 2:30 PM');
    expect(m.text).toContain('Was: Sunday, November 22, 2026 at 9:00 AM with Carlos');
    expect(m.ics?.method).toBe('REQUEST');
    expect(new ICAL.Component(ICAL.parse(m.ics!.content)).getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence')).toBe(1);
  });

  it('a cancellation carries a CANCEL calendar file and a "book again" link', () => {
    const m = renderEmail(row('cancellation', { ...appt, sequence: 2 }), ctx);
    expect(m.subject).toMatch(/^Cancelled: /);
    expect(m.text).toContain('Book again: https://shop.example/book');
    expect(m.html).toContain('href="https://shop.example/book"');
    expect(m.text).toContain(manage);
    expect(m.ics?.method).toBe('CANCEL');
  });

  it('a reminder has the manage link and no calendar file; lapsed has the book link', () => {
    const r = renderEmail(row('reminder-24h'), ctx);
    expect(r.subject).toMatch(/^Reminder: /);
    expect(r.text).toContain(manage);
    expect(r.ics).toBeUndefined();
    const l = renderEmail(row('lapsed', { clientFirstName: 'Ana', daysSinceLastVisit: 40 }), ctx);
    expect(l.subject).toBe('We miss you at Tom & Jerry’s <Barbers>');
    expect(l.text).toContain('It has been 40 days since your last visit.');
    expect(l.text).toContain('https://shop.example/book');
    expect(l.headers['List-Unsubscribe']).toBe(`<${unsubscribe}>`);
  });

  it('a payload that does not parse is unrenderable (the job fails the row)', () => {
    expect(() => renderEmail(row('confirmation', { nope: 1 }), ctx)).toThrow(UnrenderableMessage);
    expect(() => renderEmail(row('lapsed', {}), ctx)).toThrow(UnrenderableMessage);
    expect(() => renderEmail(row('order-ready', { orderId: 3, buyerName: 'Ana', items: [], totalCents: 0 }), ctx)).toThrow(
      UnrenderableMessage,
    );
    expect(() => renderEmail(row('contact-reply', { contactMessageId: 1, name: 'Ana' }), ctx)).toThrow(UnrenderableMessage);
  });
});

describe('in Spanish (the client’s language)', () => {
  it('a confirmation: subject, body, dates and times in Spanish, the manage link with ?lang=es, the calendar entry’s text', () => {
    const m = renderEmail(es(row('confirmation', morning)), ctx);
    expect(m.subject).toBe('Cita reservada: Corte "Clásico", lun, 23 nov, 10:30 a. m.');
    expect(m.text).toContain('¡Hola, <b>Ana</b>!');
    expect(m.text).toContain('Cuándo: lunes, 23 de noviembre de 2026 a las 10:30 a. m.');
    expect(m.text).toContain('Precio: $35.00');
    expect(m.text).toContain(`Cambia o cancela tu cita: ${manageEs}`);
    expect(m.text).toContain('¿Preguntas? Llámanos al (787) 555-0132.');
    expect(m.text).toContain(`Desactivar recordatorios: ${unsubscribe}`);
    expect(m.text).not.toMatch(/Reschedule|Questions|When:|Turn off/);
    expect(m.html).toContain('<html lang="es">');
    expect(m.html).toContain(`href="${manageEs}"`);
    expect(m.html).toContain('Cambiar o cancelar');
    expect(m.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    // List-Unsubscribe stays as it is.
    expect(m.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const ev = new ICAL.Component(ICAL.parse(m.ics!.content)).getFirstSubcomponent('vevent')!;
    expect(ev.getFirstPropertyValue('summary')).toBe('Corte "Clásico" con Luis en Tom & Jerry’s <Barbers>');
    expect(ev.getFirstPropertyValue('description')).toBe(
      `Corte "Clásico" con Luis.\nPreguntas o cambios: (787) 555-0132.\nCambia o cancela tu cita: ${manageEs}`,
    );
    expect(ev.getFirstPropertyValue('url')).toBe(manageEs);
  });

  it('the calendar file is RFC 5545 to the octet: CRLF lines of at most 75 octets, in English and in Spanish', () => {
    for (const m of [renderEmail(row('confirmation'), ctx), renderEmail(es(row('confirmation')), ctx)]) {
      const content = m.ics!.content;
      expect(content.endsWith('\r\n')).toBe(true);
      expect(content.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of content.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });

  it('one o’clock is “a la 1:00 p. m.”', () => {
    const m = renderEmail(es(row('reminder-24h', { ...appt, time: '13:00' })), ctx);
    expect(m.subject).toBe('Recordatorio: Corte "Clásico", lun, 23 nov, 1:00 p. m.');
    expect(m.text).toContain('Cuándo: lunes, 23 de noviembre de 2026 a la 1:00 p. m.');
    expect(m.text).toContain('Te recordamos tu cita en');
  });

  it('a change and a cancellation', () => {
    const c = renderEmail(
      es(row('change', { ...appt, sequence: 1, before: { date: '2026-11-22', time: '09:00', barberName: 'Carlos' } })),
      ctx,
    );
    expect(c.subject).toBe('Cita cambiada: Corte "Clásico", ahora lun, 23 nov, 2:30 p. m.');
    expect(c.text).toContain('Antes: domingo, 22 de noviembre de 2026 a las 9:00 a. m. con Carlos');
    const x = renderEmail(es(row('cancellation', { ...appt, sequence: 2 })), ctx);
    expect(x.subject).toBe('Cita cancelada: Corte "Clásico", lun, 23 nov, 2:30 p. m.');
    expect(x.text).toContain('(Corte "Clásico" con Luis) fue cancelada.');
    expect(x.text).toContain('Reserva otra vez: https://shop.example/book');
    expect(x.text).toContain(`Esta cita: ${manageEs}`);
    expect(x.ics?.method).toBe('CANCEL');
  });

  it('“we miss you”, an order ready, a reply', () => {
    const l = renderEmail(es(row('lapsed', { clientFirstName: 'Ana', daysSinceLastVisit: 40 })), ctx);
    expect(l.subject).toBe('Te extrañamos en Tom & Jerry’s <Barbers>');
    expect(l.text).toContain('Han pasado 40 días desde tu última visita.');
    expect(renderEmail(es(row('lapsed', { clientFirstName: 'Ana', daysSinceLastVisit: 1 })), ctx).text).toContain('Ha pasado 1 día desde');
    const o = renderEmail(
      es(
        row('order-ready', {
          orderId: 1017,
          buyerName: 'Ana',
          totalCents: 1800,
          items: [{ name: 'Clay Pomade', quantity: 1, unitPriceCents: 1800 }],
        }),
      ),
      ctx,
    );
    expect(o.subject).toBe('Lista para recoger: orden #1017');
    expect(o.text).toContain('Tu orden #1017 está lista para recoger.');
    const r = renderEmail(
      es(
        row('contact-reply', {
          contactMessageId: 5,
          name: 'Ana',
          body: 'Hola',
          original: { message: 'x', sentAt: '2026-11-19T15:00:00.000Z' },
        }),
      ),
      ctx,
    );
    expect(r.subject).toBe('Re: tu mensaje a Tom & Jerry’s <Barbers>');
    expect(r.text).toContain('Nos escribiste el jueves, 19 de noviembre de 2026:');
  });
});
