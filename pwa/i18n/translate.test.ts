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
