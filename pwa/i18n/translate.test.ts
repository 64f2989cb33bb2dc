import { describe, expect, it } from 'vitest';
import { i18nOf, loadBundle, translate, translateKnown } from './catalogue';

describe('translating', () => {
  it('gives a message in each language, from catalogues compiled at build time', async () => {
    await Promise.all([loadBundle('en', 'public'), loadBundle('es', 'public')]);
    expect(translate('en', 'common.language.switch')).toBe('Language');
    expect(translate('es', 'common.language.switch')).toBe('Idioma');
    // Compiled by the build's plugin: Lingui's runtime gets arrays, not the ICU source.
    expect(Array.isArray(i18nOf('es').messages['common.language.switch'])).toBe(true);
  });

  it('leaves a text it does not know as it came', async () => {
    await loadBundle('es', 'public');
    expect(translateKnown('es', 'Something new from the server')).toBe('Something new from the server');
  });
});

describe('Spanish counts', () => {
  it('says "queda 1" and "quedan 3" (an ICU plural, not "quedan 1")', async () => {
    await loadBundle('es', 'admin');
    expect(translate('es', 'admin.orders.left', { count: 1 })).toBe('queda 1');
    expect(translate('es', 'admin.orders.left', { count: 3 })).toBe('quedan 3');
  });
});
