import { expect, test, type Page } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { openTab } from './admin-dashboard-helpers';
import { uniqueEmail } from './booking-helpers';
import { busyFloor } from './floor-day';

/**
 * Every control staff touch on the dashboard's tabs (the Floor first, with a busy morning served in place
 * of the shared database's: tests/e2e/floor-day.ts) and in the back office is at least 44×44 px
 * (WCAG 2.5.5), at the tablet's 1024 px and a 390 px phone. What is measured is the area a tap lands
 * on: the points around the control's centre where the browser's hit test finds the control (or its
 * label), so padding, a ::before that reaches out, or a wrapping label all count, and a neighbour
 * sitting over it does not.
 */
const TABS = ['Floor', 'Manage', 'Clients', 'Appointments', 'Schedule', 'Orders', 'Analytics', 'Inbox'];
const OFFICE = [
  ['Services', 'services'],
  ['Barbers', 'barbers'],
  ['Products', 'products'],
  ['Closures', 'closures'],
  ['Shop details', 'shop'],
  ['Staff', 'staff'],
  ['History', 'history'],
] as const;
const MIN = 44;

/** The controls on screen now that are smaller than 44×44 where a finger lands: `where: role "name" W×H`. */
async function smallTargets(page: Page, where: string, root = 'body'): Promise<string[]> {
  await page.waitForTimeout(300); // let a tab's list settle
  const found = await page.evaluate(
    ([min, root]) => {
      const selector = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="tab"]',
        '[role="switch"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '[role="combobox"]',
        '[role="link"]',
        '[tabindex="0"]',
      ].join(',');
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) return false;
        if (el.closest('[aria-hidden="true"], .admin-sr-only, [data-radix-popper-content-wrapper]')) return false;
        const s = getComputedStyle(el);
        return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
      };
      const controls = [...new Set([...document.querySelectorAll(`${root} :is(${selector})`)])].filter(shown);
      const out: string[] = [];
      for (const el of controls) {
        let r = el.getBoundingClientRect();
        if (r.width >= min && r.height >= min) continue; // its own box is big enough
        if (r.top < 120 || r.bottom > window.innerHeight || r.left < 0 || r.right > window.innerWidth) {
          el.scrollIntoView({ block: 'center', inline: 'center' });
          r = el.getBoundingClientRect();
        }
        // A tap on the control's label, or on the frame of a text field (it focuses its input), counts.
        const labels: Element[] = el instanceof HTMLElement && 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
        const frame = el.closest('.rt-TextFieldRoot');
        if (frame) labels.push(frame);
        const hits = (x: number, y: number) => {
          const h = document.elementFromPoint(x, y);
          return !!h && (el === h || el.contains(h) || labels.some((l) => l === h || l.contains(h)));
        };
        // Start from the control's own centre, or the first point of it the hit test reaches.
        let cx = r.left + r.width / 2;
        let cy = r.top + r.height / 2;
        if (!hits(cx, cy)) {
          const points = [
            [0.25, 0.5],
            [0.75, 0.5],
            [0.5, 0.25],
            [0.5, 0.75],
          ].map(([fx, fy]) => [r.left + r.width * fx!, r.top + r.height * fy!] as const);
          const p = points.find(([x, y]) => hits(x, y));
          if (!p) continue; // covered by something else (a sticky header): measured when it is in view
          [cx, cy] = p;
        }
        const reach = (dx: number, dy: number) => {
          let n = 0;
          while (n < 60 && hits(cx + dx * (n + 1), cy + dy * (n + 1))) n++;
          return n;
        };
        const w = reach(-1, 0) + reach(1, 0) + 1;
        const h = reach(0, -1) + reach(0, 1) + 1;
        if (w < min || h < min) {
          const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.getAttribute('placeholder') ?? '')
            .trim()
            .replace(/\s+/g, ' ')
            .slice(0, 40);
          const role =
            el.getAttribute('role') ?? el.tagName.toLowerCase() + (el.getAttribute('type') ? `[${el.getAttribute('type')}]` : '');
          out.push(`${role} "${name}" ${Math.round(w)}×${Math.round(h)}`);
        }
      }
      window.scrollTo(0, 0);
      return out;
    },
    [MIN, root] as const,
  );
  return found.map((f) => `${where}: ${f}`);
}

for (const size of [
  { width: 1024, height: 768, tag: '' },
  { width: 390, height: 844, tag: ' @phone' },
]) {
  test(`every control on the dashboard's tabs and in the back office is at least 44×44 px at ${size.width} px${size.tag}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    // Whatever ran before, the Inbox has a message (its email and phone links) and the History rows
    // with details to show (a block made and removed again).
    const sent = await page.request.post('/api/contact-messages', {
      data: {
        firstName: 'Touch',
        lastName: 'Target',
        email: uniqueEmail('touch'),
        phone: '787-555-0144',
        message: 'Are you open on Sunday?',
      },
    });
    expect(sent.status()).toBe(201);
    await page.route('**/api/floor', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(busyFloor()) }));
    await page.route(/\/api\/floor\/events$/, () => {}); // an open stream that stays quiet
    // The sign-in toast's close, then the toast out of the way of the header. It goes by itself after
    // 5 s, and a slow machine has taken longer than that to show the dashboard after it: so the pointer
    // rests on the toast as soon as it shows (which holds it), while the sign-in goes on, on the Floor
    // (no click after the toast that would move the pointer away).
    const held = page.getByTestId('toast').hover();
    await signInAsStaff(page, null);
    await held;
    const small: string[] = [];
    small.push(...(await smallTargets(page, 'Toast', '[data-testid="toast"]')));
    await page.getByTestId('toast').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    const block = await page.request.post('/api/blocked-slots', {
      data: { barberId: 0, startDate: '2027-03-01', endDate: '2027-03-01', startTime: '07:00', endTime: '07:30', reason: 'Touch targets' },
    });
    if (block.ok()) expect((await page.request.delete(`/api/blocked-slots/${(await block.json()).id}`)).ok()).toBe(true);
    for (const tab of TABS) {
      await openTab(page, tab);
      if (tab === 'Floor') await expect(page.getByTestId('floor-line-entry')).toHaveCount(3);
      small.push(...(await smallTargets(page, tab)));
      if (tab === 'Floor' || tab === 'Manage' || tab === 'Inbox')
        await page.screenshot({ path: `tests/e2e/.screens/touch-${tab.toLowerCase()}-${size.width}.png` });
    }
    await page.getByRole('link', { name: 'Back office' }).click();
    for (const [screen, path] of OFFICE) {
      await page.getByRole('navigation').getByRole('link', { name: screen, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/back-office/${path}`));
      await expect(page.getByRole('navigation').getByRole('link', { name: screen, exact: true })).toHaveClass(/active/);
      await page.waitForLoadState('networkidle');
      small.push(...(await smallTargets(page, `Back office ${screen}`)));
      // The dialogs with switches, check boxes and small buttons: a barber's hours, a service.
      const opener =
        screen === 'Barbers'
          ? page.getByRole('button', { name: /^Hours/ })
          : screen === 'Services'
            ? page.getByRole('button', { name: /^Edit/ })
            : undefined;
      if (opener) {
        await opener.first().click();
        const dialog = page.getByRole('dialog');
        await dialog
          .getByRole(screen === 'Barbers' ? 'switch' : 'checkbox')
          .first()
          .waitFor();
        small.push(...(await smallTargets(page, `Back office ${screen} dialog`, '[role="dialog"]')));
        await page.screenshot({ path: `tests/e2e/.screens/touch-${path}-dialog-${size.width}.png` });
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
    }
    expect(small).toEqual([]);
  });
}
