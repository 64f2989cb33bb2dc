// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentIntentAnswer } from '#shared/schemas/checkout';
import { forgetPayment, savedPayment, savePayment } from './saved-payment';

const session: PaymentIntentAnswer = {
  clientSecret: 'pi_1_secret_x',
  publishableKey: 'pk_test_1',
  amountCents: 1800,
  orderId: 7,
  currency: 'usd',
};
const T0 = 1_800_000_000_000;

describe('the payment a buyer started, kept for this tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('is found again for the same cart after a reload, so the buyer is not told their own reserved item is sold out', () => {
    savePayment('3x1', session, T0);
    expect(savedPayment('3x1', T0 + 10 * 60_000)).toEqual(session);
  });

  it('is not used for another cart, nor once the server may have given its stock back', () => {
    savePayment('3x1', session, T0);
    expect(savedPayment('3x2', T0)).toBeUndefined();
    expect(savedPayment('3x1', T0 + 26 * 60_000)).toBeUndefined();
  });

  it('is forgotten once paid, and anything unreadable counts as nothing kept', () => {
    savePayment('3x1', session, T0);
    forgetPayment();
    expect(savedPayment('3x1', T0)).toBeUndefined();
    sessionStorage.setItem('barbershop-checkout-payment', '{not json');
    expect(savedPayment('3x1', T0)).toBeUndefined();
  });
});
