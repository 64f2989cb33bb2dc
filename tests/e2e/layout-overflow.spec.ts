import { expect, test, type Page } from './fixtures';

/**
 * Every public page fits its screen, in English and Spanish, at a 360 px Android phone, a 390 px phone
 * and the 1024 px tablet: nothing reaches past the viewport's right edge, no button or label cuts its
 * own text off, and no two controls sit on top of each other (a tap would land on the wrong one).
 * One page load per page, width and language; one browser context per language.
 */
const PAGES = ['/', '/services', '/barbers', '/about', '/contact', '/store', '/book'];
const WIDTHS = [360, 390, 1024];
const LANGS = [
  ['en', 'en-US'],
  ['es', 'es-PR'],
] as const;

/** What is wrong with the layout on screen now, one line each (`kind: what`). */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = window.innerWidth;
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') || (el as HTMLElement).innerText || '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` .${el.className.split(/\s+/)[0]}` : ''}> "${text}"`;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) return false;
      if (el.closest('[aria-hidden="true"], [inert], .sr-only, .admin-sr-only, [data-radix-popper-content-wrapper]')) return false;
      return (el as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true } as never) !== false;
    };
    // A box clipped away by an ancestor (a scrolling row, a hidden drawer) is not on screen where its box says.
    const clippedAway = (el: Element) => {
      const r = el.getBoundingClientRect();
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (/(hidden|clip|auto|scroll)/.test(s.overflowX)) {
          const q = p.getBoundingClientRect();
          if (r.left >= q.right - 1 || r.right <= q.left + 1) return true;
          if (r.right > q.right + 1) return false; // reported as a clip of its own below, not as overflow
        }
      }
      return false;
    };

    if (document.documentElement.scrollWidth > width) out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    for (const el of document.body.querySelectorAll('*')) {
      if (!shown(el) || clippedAway(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.right > width + 1 && getComputedStyle(el).position !== 'fixed')
        out.push(`past the right edge (${Math.round(r.right)} > ${width}): ${describe(el)}`);
      else if (r.right > width + 1) out.push(`fixed, past the right edge (${Math.round(r.right)} > ${width}): ${describe(el)}`);
    }

    // Text a button or label cuts off: it is wider than its box and the box hides the rest.
    for (const el of document.body.querySelectorAll('button, a, label, [role="button"], .rt-Button, .rt-Badge')) {
      if (!shown(el)) continue;
      const s = getComputedStyle(el);
      const hides = (v: string) => v === 'hidden' || v === 'clip';
      if ((hides(s.overflowX) || hides(s.overflow)) && el.scrollWidth > el.clientWidth + 1)
        out.push(`text cut off (${el.scrollWidth} > ${el.clientWidth}): ${describe(el)}`);
      else if (s.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
        out.push(`text cut off (${el.scrollWidth} > ${el.clientWidth}): ${describe(el)}`);
      else if (s.display !== 'inline' && el.scrollWidth > el.clientWidth + 1)
        out.push(`text spills out of its box (${el.scrollWidth} > ${el.clientWidth}): ${describe(el)}`);
      // Cut by an ancestor that hides what overflows it (a card with overflow: hidden).
      const r = el.getBoundingClientRect();
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ps = getComputedStyle(p);
        if (!hides(ps.overflowX)) continue;
        const q = p.getBoundingClientRect();
        if (r.right > q.right + 1 || r.left < q.left - 1)
          out.push(`cut off by its parent (${Math.round(r.right)} > ${Math.round(q.right)}): ${describe(el)}`);
        break;
      }
    }

    // Controls on top of each other: two boxes sharing more than 1 px each way (one inside the other is a
    // control and its own part, not an overlap).
    const controls = [
      ...document.body.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]'),
    ].filter((el) => shown(el) && !clippedAway(el));
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i]!;
        const b = controls[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > 1 && h > 1) out.push(`overlap (${Math.round(w)}×${Math.round(h)}): ${describe(a)} and ${describe(b)}`);
      }
    }
    return [...new Set(out)];
  });
}

for (const [lang, locale] of LANGS) {
  test(`every public page fits 360, 390 and 1024 px in ${lang === 'en' ? 'English' : 'Spanish'}: nothing past the edge, no text cut off, no controls overlapping`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ locale, viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    const problems: string[] = [];
    try {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width > 800 ? 768 : 800 });
        for (const path of PAGES) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await page.locator('main').first().waitFor();
          if (path === '/store') await page.getByTestId('product-card').first().waitFor();
          await page.evaluate(() => document.fonts.ready);
          await page.waitForTimeout(150);
          for (const p of await layoutProblems(page)) problems.push(`${lang} ${width}px ${path} – ${p}`);
        }
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  });
}
