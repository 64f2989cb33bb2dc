// @vitest-environment jsdom
import { act, Profiler, useLayoutEffect } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBundle } from './catalogue';
import { OffScreenPart } from './off-screen-part';
import { useT } from './use-t';
import { renderInLanguage, SpanishSwitch, stubOnScreen } from '../testing/on-screen';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
beforeAll(() => Promise.all([loadBundle('en', 'public'), loadBundle('es', 'public')]));

/** How many times each part's text rendered, by the part's name. */
let renders: Record<string, number> = {};
/** The part below the screen's text and `lang`, each time the part on the screen drew a language. */
let belowAtCommit: { lang: string; heading: string; below: string | null }[] = [];

function Part({ name }: { name: string }) {
  renders[name] = (renders[name] ?? 0) + 1;
  const { t } = useT();
  return <h2 data-part={name}>{t('site.services.title')}</h2>;
}

function Probe() {
  const { lang } = useT();
  useLayoutEffect(() => {
    const below = document.querySelector('[data-part="below"]')!;
    belowAtCommit.push({ lang, heading: below.textContent!, below: below.closest('.off-screen-part')!.getAttribute('lang') });
  }, [lang]);
  return null;
}

let root: Root | undefined;
let container: HTMLElement;
beforeEach(() => {
  renders = {};
  belowAtCommit = [];
  document.documentElement.lang = 'en';
  container = document.body.appendChild(document.createElement('div'));
  // The browser's answer: only the part named "seen" has a box on the screen.
  stubOnScreen((box) => box.matches('[data-part="seen"]'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('a part off the screen', () => {
  it('takes a new language after the frame that shows it on the screen, marked with its language until then', async () => {
    root = await renderInLanguage(
      container,
      <>
        <SpanishSwitch />
        <OffScreenPart>
          <Part name="seen" />
          <Probe />
        </OffScreenPart>
        <OffScreenPart>
          <Part name="below" />
        </OffScreenPart>
      </>,
    );
    expect(renders).toEqual({ seen: 1, below: 1 });
    await act(async () => container.querySelector('button')!.click());
    // When the part on the screen showed Spanish, the one below still showed English, and said so.
    expect(belowAtCommit).toContainEqual({ lang: 'es', heading: 'Our Services', below: 'en' });
    // Then it followed, and says nothing of its own any more: it is in the page's language.
    await vi.waitFor(() => expect(container.querySelector('[data-part="below"]')!.textContent).toBe('Nuestros servicios'));
    expect(container.querySelector('[data-part="below"]')!.closest('.off-screen-part')!.hasAttribute('lang')).toBe(false);
    expect(renders).toEqual({ seen: 2, below: 2 });
  });

  it('is not rendered again for the answer when the page around it renders in the new language', async () => {
    /** How many times the part below had rendered, each time the part on the screen drew a language. */
    const belowRendersAtCommit: Record<string, number> = {};
    function Seen() {
      const { lang } = useT();
      useLayoutEffect(() => {
        belowRendersAtCommit[lang] = renders.below!;
      }, [lang]);
      return <Part name="seen" />;
    }
    // A page's component reads the language: at a switch it renders again, and makes its parts' elements anew.
    function Page() {
      useT();
      return (
        <>
          <SpanishSwitch />
          <OffScreenPart>
            <Seen />
          </OffScreenPart>
          <OffScreenPart>
            <Part name="below" />
          </OffScreenPart>
        </>
      );
    }
    root = await renderInLanguage(container, <Page />);
    await act(async () => container.querySelector('button')!.click());
    await vi.waitFor(() => expect(container.querySelector('[data-part="below"]')!.textContent).toBe('Nuestros servicios'));
    // The commit that answered the switch did not render the part below at all (not even in English).
    expect(belowRendersAtCommit).toEqual({ en: 1, es: 1 });
    expect(renders).toEqual({ seen: 2, below: 2 });
  });

  it('is not drawn again when the browser says again what it said (another of its boxes came or went)', async () => {
    let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(r: typeof report) {
          report = r;
        }
        observe() {}
        disconnect() {}
      },
    );
    let commits = 0;
    root = await renderInLanguage(
      container,
      <Profiler id="part" onRender={() => commits++}>
        <OffScreenPart>
          <Part name="first" />
          <Part name="second" />
        </OffScreenPart>
      </Profiler>,
    );
    const [first, second] = [...container.querySelectorAll('[data-part]')];
    await act(async () => report([{ target: first!, isIntersecting: true }]));
    const drawn = commits;
    // The second box comes on the screen, then the first leaves it: the part is on the screen throughout.
    await act(async () => report([{ target: second!, isIntersecting: true }]));
    await act(async () => report([{ target: first!, isIntersecting: false }]));
    expect(commits).toBe(drawn);
    await act(async () => report([{ target: second!, isIntersecting: false }]));
    expect(commits).toBe(drawn + 1);
  });

  it('is drawn at once in a first render, before the browser has said where it is', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    root = await renderInLanguage(
      container,
      <OffScreenPart>
        <Part name="below" />
      </OffScreenPart>,
      'es',
    );
    expect(container.querySelector('[data-part="below"]')!.textContent).toBe('Nuestros servicios');
    expect(container.querySelector('.off-screen-part')!.hasAttribute('lang')).toBe(false);
  });
});
