// @vitest-environment jsdom
import { act, useLayoutEffect, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBundle } from '../i18n/catalogue';
import { I18nProvider, useT } from '../i18n/use-t';
import { createQueryClient } from '../lib/query-client';
import { stubOnScreen } from '../testing/on-screen';
import { keepStaticSections, StaticSection, staticSectionsHydrated } from './static-section';

await Promise.all([loadBundle('en', 'public'), loadBundle('es', 'public')]);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** How many times the section's own component rendered in this test (0: the server's HTML was kept). */
let renders = 0;

function Content({ price }: { price: number }) {
  renders++;
  const { t } = useT();
  return (
    <section>
      <h2>{t('site.services.title')}</h2>
      <p data-testid="price">${price}</p>
      <Link to="/book">Book</Link>
      <a href="https://example.com/x">Elsewhere</a>
    </section>
  );
}

/** The page's live parts: where the router is, and the language switch. */
function Live() {
  const location = useLocation();
  const { setLang } = useT();
  return (
    <>
      <output data-testid="path">{location.pathname}</output>
      <button type="button" onClick={() => void setLang('es')}>
        Español
      </button>
    </>
  );
}

function Page({ price, children }: { price: number; children?: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider lang="en">
        <MemoryRouter initialEntries={['/']}>
          <Live />
          <StaticSection name="services" data={[price]}>
            <Content price={price} />
          </StaticSection>
          {children}
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>
  );
}

let container: HTMLElement;
let root: Root | undefined;
let recoverable: unknown[];

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  recoverable = [];
  renders = 0;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  staticSectionsHydrated();
});

/** The browser's hydration of the server's HTML already in the container (as pwa/main.tsx does). */
async function hydrateServerHtml(page: ReactNode) {
  keepStaticSections(container);
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (e) => recoverable.push(e) });
  });
  staticSectionsHydrated();
}

/** The server's HTML for a page, then the browser's hydration of it. */
async function hydrate(page: ReactNode) {
  container.innerHTML = renderToString(page);
  await hydrateServerHtml(page);
}

/** The server's HTML for the page, then the browser's hydration of it (as pwa/main.tsx does). */
async function hydratePage(price = 25) {
  container.innerHTML = renderToString(<Page price={price} />);
  renders = 0;
  const html = container.querySelector('[data-static="services"]')!.innerHTML;
  const nodes = [...container.querySelectorAll('[data-static] *')];
  await hydrateServerHtml(<Page price={price} />);
  return { html, nodes };
}

const click = (el: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => void el.dispatchEvent(event));
  return event;
};

describe('a static section (decision 050: hydrating text and links was most of a phone’s work after the first paint)', () => {
  it('keeps the server’s HTML while the page hydrates, without rendering its components', async () => {
    const { html, nodes } = await hydratePage();
    expect(renders).toBe(0);
    expect(recoverable).toEqual([]);
    expect(container.querySelector('[data-static="services"]')!.innerHTML).toBe(html);
    // The very same elements: nothing was drawn again.
    expect([...container.querySelectorAll('[data-static] *')]).toEqual(nodes);
  });

  it('sends a click on one of its links to the router, as a router link would', async () => {
    await hydratePage();
    const event = click(container.querySelector('a[href="/book"]')!);
    expect(event.defaultPrevented).toBe(true);
    expect(container.querySelector('[data-testid="path"]')!.textContent).toBe('/book');
  });

  it('leaves to the browser a link to another site, and a click meant for a new tab', async () => {
    await hydratePage();
    expect(click(container.querySelector('a[href="https://example.com/x"]')!).defaultPrevented).toBe(false);
    expect(click(container.querySelector('a[href="/book"]')!, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(container.querySelector('[data-testid="path"]')!.textContent).toBe('/');
  });

  it('renders its components once the language changes', async () => {
    await hydratePage();
    await act(async () => container.querySelector('button')!.click());
    expect(renders).toBeGreaterThan(0);
    expect(container.querySelector('[data-static="services"] h2')!.textContent).toBe('Nuestros servicios');
  });

  it('renders its components once what it shows changes', async () => {
    await hydratePage(25);
    act(() => root!.render(<Page price={30} />));
    expect(renders).toBeGreaterThan(0);
    expect(container.querySelector('[data-testid="price"]')!.textContent).toBe('$30');
  });

  it('renders its components when it mounts after the first load (the router showing another page)', async () => {
    await hydratePage();
    act(() =>
      root!.render(
        <Page price={25}>
          <StaticSection name="later">
            <Content price={40} />
          </StaticSection>
        </Page>,
      ),
    );
    expect(renders).toBe(1);
    expect(container.querySelector('[data-static="later"] [data-testid="price"]')!.textContent).toBe('$40');
  });
});

/** The other section's heading and `lang`, as they were when the section on the screen drew a language. */
let belowAtCommit: { lang: string; heading: string; below: string | null }[] = [];

function Probe() {
  const { lang } = useT();
  useLayoutEffect(() => {
    const below = document.querySelector('[data-static="below"]')!;
    belowAtCommit.push({ lang, heading: below.querySelector('h2')!.textContent!, below: below.getAttribute('lang') });
  }, [lang]);
  return null;
}

function LongPage() {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider lang="en">
        <MemoryRouter initialEntries={['/']}>
          <Live />
          <StaticSection name="seen">
            <Content price={1} />
            <Probe />
          </StaticSection>
          <StaticSection name="below">
            <Content price={2} />
          </StaticSection>
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>
  );
}

describe('a new language on a long page', () => {
  beforeEach(() => {
    belowAtCommit = [];
    // The browser's answer: only the section named "seen" has a box on the screen.
    stubOnScreen((box) => !!box.closest('[data-static="seen"]'));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is drawn first in the sections on the screen; one off the screen follows, marked with its language until then', async () => {
    await hydrate(<LongPage />);
    await act(async () => container.querySelector('button')!.click());
    // When the section on the screen showed Spanish, the one below still showed English, and said so.
    expect(belowAtCommit).toContainEqual({ lang: 'es', heading: 'Our Services', below: 'en' });
    // Then it followed.
    await vi.waitFor(() => expect(container.querySelector('[data-static="below"] h2')!.textContent).toBe('Nuestros servicios'));
    expect(container.querySelector('[data-static="below"]')!.hasAttribute('lang')).toBe(false);
    expect(recoverable).toEqual([]);
  });

  it('draws a section on the screen anew at once for the frame that shows it, not skipped as a new box would be', async () => {
    await hydrate(<LongPage />);
    // The frames come when this test says.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    await act(async () => container.querySelector('button')!.click());
    await vi.waitFor(() => expect(container.querySelector('[data-static="below"] h2')!.textContent).toBe('Nuestros servicios'));
    // `content-visibility: visible` for that frame (pwa/styles.css), only where the screen shows it.
    expect(container.querySelector('[data-static="seen"]')!.hasAttribute('data-drawn-in-view')).toBe(true);
    expect(container.querySelector('[data-static="below"]')!.hasAttribute('data-drawn-in-view')).toBe(false);
    for (let frame = 0; frame < 2; frame++) await act(async () => frames.splice(0).forEach((f) => f(performance.now())));
    expect(container.querySelector('[data-static="seen"]')!.hasAttribute('data-drawn-in-view')).toBe(false);
  });
});

describe('once the page is idle after hydrating (decision 108: a switch then changes text, not builds the section)', () => {
  let idle: IdleRequestCallback[];
  beforeEach(() => {
    idle = [];
    stubOnScreen((box) => !!box.closest('[data-static="seen"]'));
    vi.stubGlobal('requestIdleCallback', (f: IdleRequestCallback) => idle.push(f));
    vi.stubGlobal('cancelIdleCallback', () => {});
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    vi.unstubAllGlobals();
  });
  const runIdle = () => act(async () => idle.splice(0).forEach((f) => f({ didTimeout: false, timeRemaining: () => 50 })));

  it('a section on the screen renders its components: the same HTML, now React’s, and never skipped; one off the screen keeps the server’s', async () => {
    container.innerHTML = renderToString(<LongPage />);
    const server = {
      seen: container.querySelector('[data-static="seen"]')!.innerHTML,
      below: container.querySelector('[data-static="below"] h2')!,
    };
    await hydrateServerHtml(<LongPage />);
    await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
    const serverHeading = container.querySelector('[data-static="seen"] h2');
    await runIdle();
    const seen = container.querySelector('[data-static="seen"]')!;
    expect(seen.querySelector('h2')).not.toBe(serverHeading);
    // (The server's HTML marks where two pieces of text meet with a comment; React's DOM has no need to.)
    expect(seen.innerHTML).toBe(server.seen.replaceAll('<!-- -->', ''));
    expect(seen.hasAttribute('data-live-in-view')).toBe(true);
    expect(container.querySelector('[data-static="below"] h2')).toBe(server.below);
    expect(recoverable).toEqual([]);
    // A new language then changes its text in the elements it has.
    const heading = seen.querySelector('h2');
    await act(async () => container.querySelector('button')!.click());
    expect(seen.querySelector('h2')).toBe(heading);
    expect(heading!.textContent).toBe('Nuestros servicios');
  });

  it('not while the visitor is in it: a focused link keeps its focus', async () => {
    await hydrate(<LongPage />);
    await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
    const link = container.querySelector<HTMLAnchorElement>('[data-static="seen"] a')!;
    link.focus();
    await runIdle();
    expect(document.activeElement).toBe(link);
    expect(container.querySelector('[data-static="seen"]')!.hasAttribute('data-live-in-view')).toBe(false);
  });
});
