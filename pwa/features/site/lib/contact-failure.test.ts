import { describe, expect, it } from 'vitest';
import { ApiError } from '#pwa/lib/api';
import { loadBundle, translate, translateKnown } from '#pwa/i18n/catalogue';
import { contactFailureText } from './contact-failure';

await loadBundle('en', 'public');
const en = { t: translate.bind(null, 'en'), known: (text: string) => translateKnown('en', text) };

const PHONE = '(787) 555-0100';

describe('contactFailureText', () => {
  it("past the rate limit, says the server's wait message", () => {
    const e = new ApiError(429, '', {
      message: 'Too many messages from this address. Please try again in a few minutes.',
      code: 'too_many_requests',
    });
    expect(contactFailureText(e, PHONE, en)).toBe('Too many messages from this address. Please try again in a few minutes.');
  });

  it('points at the fields the server refused', () => {
    const e = new ApiError(400, '', { message: 'Please enter a valid email', fields: { email: 'Please enter a valid email' } });
    expect(contactFailureText(e, PHONE, en)).toBe('Please correct the highlighted fields and send it again.');
  });

  it('otherwise asks to try again or call, with the number', () => {
    expect(contactFailureText(new ApiError(500, 'Internal error', { message: 'Internal error' }), PHONE, en)).toBe(
      'Something went wrong sending your message. Please try again, or call us at (787) 555-0100.',
    );
    expect(contactFailureText(new TypeError('Failed to fetch'), PHONE, en)).toContain('call us at (787) 555-0100');
  });

  it("says it in Spanish on a Spanish page, the server's known limit text too", async () => {
    await loadBundle('es', 'public');
    const es = { t: translate.bind(null, 'es'), known: (text: string) => translateKnown('es', text) };
    const limited = new ApiError(429, '', { message: 'Too many messages from this address. Please try again in a few minutes.' });
    expect(contactFailureText(limited, PHONE, es)).toBe(
      'Enviaste demasiados mensajes desde esta dirección. Inténtalo de nuevo en unos minutos.',
    );
    expect(contactFailureText(new TypeError('Failed to fetch'), PHONE, es)).toBe(
      'Algo salió mal al enviar tu mensaje. Inténtalo de nuevo o llámanos al (787) 555-0100.',
    );
  });
});
