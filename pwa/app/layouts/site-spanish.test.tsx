import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Theme } from '@radix-ui/themes';
import { describe, expect, it } from 'vitest';
import type { Lang } from '#shared/i18n/lang';
import { loadBundle } from '../../i18n/catalogue';
import { I18nProvider } from '../../i18n/use-t';
import { createQueryClient } from '../../lib/query-client';
import { HomePage } from '../../features/site/pages/home-page';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

await Promise.all([loadBundle('en', 'public'), loadBundle('es', 'public')]);

/** Home with its header and footer as the server renders them (no window, no cookies: node, no DOM). */
const renderHome = (lang: Lang) =>
  renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider lang={lang}>
        <Theme>
          <MemoryRouter initialEntries={['/']}>
            <SiteHeader />
            <HomePage />
            <SiteFooter />
          </MemoryRouter>
        </Theme>
      </I18nProvider>
    </QueryClientProvider>,
  );

describe('the site in Spanish (decision 046)', () => {
  it('renders Home, its header and footer in Spanish on the server', () => {
    const html = renderHome('es');
    for (const text of [
      'Reservar cita',
      'Servicios',
      'Barberos',
      'Tienda',
      'Sobre nosotros',
      'Contacto',
      'Nuestros servicios',
      'Enlaces rápidos',
      'Visita nuestra barbería',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Book Now');
    expect(html).not.toContain('Quick Links');
  });

  it('says the opening hours in Spanish while the shop’s own details are still on their way (its defaults)', () => {
    const html = renderHome('es');
    expect(html).toContain('Domingo');
    expect(html).toContain('11:00 a. m. – 7:00 p. m.');
    expect(html).not.toMatch(/\bSunday\b/);
    expect(renderHome('en')).toMatch(/\bSunday\b/);
  });

  it('keeps the English text in English', () => {
    const html = renderHome('en');
    for (const text of ['Book Now', 'Services', 'Barbers', 'Store', 'About', 'Contact', 'Our Services', 'Quick Links', 'Visit Our Shop']) {
      expect(html).toContain(text);
    }
  });
});
