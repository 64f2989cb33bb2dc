import { describe, expect, it } from 'vitest';
import { langOfAcceptLanguage, langOfCookieHeader, langOfTag, pickLang } from './lang';

describe('choosing the language', () => {
  it('reads a language tag by its base', () => {
    expect(langOfTag('es-PR')).toBe('es');
    expect(langOfTag('ES_419')).toBe('es');
    expect(langOfTag('en-GB')).toBe('en');
    expect(langOfTag('fr')).toBeUndefined();
    expect(langOfTag(undefined)).toBeUndefined();
  });

  it('takes the Accept-Language the browser prefers most among ours', () => {
    expect(langOfAcceptLanguage('es-PR,es;q=0.9,en;q=0.8')).toBe('es');
    expect(langOfAcceptLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(langOfAcceptLanguage('fr-FR, es;q=0.5, en;q=0.4')).toBe('es');
    expect(langOfAcceptLanguage('en;q=0.2, es;q=0.7')).toBe('es');
    expect(langOfAcceptLanguage('es;q=0, en;q=0.1')).toBe('en');
    expect(langOfAcceptLanguage('fr, de')).toBeUndefined();
    expect(langOfAcceptLanguage('')).toBeUndefined();
    expect(langOfAcceptLanguage(';;;,q=,es;q=abc')).toBeUndefined();
  });

  it('finds the lang cookie among others and ignores a value that is not ours', () => {
    expect(langOfCookieHeader('a=1; lang=es; b=2')).toBe('es');
    expect(langOfCookieHeader('lang=fr')).toBeUndefined();
    expect(langOfCookieHeader('xlang=es')).toBeUndefined();
  });

  it('prefers ?lang=, then the cookie, then the browser, then English', () => {
    expect(pickLang({ query: 'es', cookie: 'lang=en', acceptLanguage: 'en' })).toBe('es');
    expect(pickLang({ query: 'xx', cookie: 'lang=en', acceptLanguage: 'es' })).toBe('en');
    expect(pickLang({ cookie: 'lang=es', acceptLanguage: 'en' })).toBe('es');
    expect(pickLang({ acceptLanguage: 'es-PR' })).toBe('es');
    expect(pickLang({})).toBe('en');
  });
});
