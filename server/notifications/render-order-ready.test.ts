import { describe, expect, it } from 'vitest';
import { renderEmail } from './render';
import { ctx, row } from './render-test-fixtures';

describe('renderEmail', () => {
  it('an order ready for pickup lists its lines, the total and where to pick it up; no reminders link', () => {
    const m = renderEmail(
      row('order-ready', {
        orderId: 17,
        buyerName: '<i>Ana</i>',
        totalCents: 5500,
        items: [
          { name: 'Clay Pomade', quantity: 2, unitPriceCents: 1800 },
          { name: 'Beard Oil & Balm', quantity: 1, unitPriceCents: 1900 },
        ],
      }),
      ctx,
    );
    expect(m.subject).toBe('Ready for pickup: order #17');
    expect(m.text).toContain('Your order #17 is ready for pickup.');
    expect(m.text).toContain('2 × Clay Pomade  $36.00');
    expect(m.text).toContain('Total: $55.00');
    expect(m.text).toContain('Pick it up at: Tom & Jerry’s <Barbers>, 1 Calle Luna, San Juan, PR 00901');
    expect(m.html).toContain('Hi &lt;i&gt;Ana&lt;/i&gt;');
    expect(m.html).toContain('Beard Oil &amp; Balm');
    expect(m.ics).toBeUndefined();
    expect(m.headers).toEqual({});
    expect(m.text).not.toContain('Turn off reminders');
  });
});
