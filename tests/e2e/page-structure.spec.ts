import { expect, test } from './fixtures';

/**
 * Two structure rules Lighthouse's accessibility category checks (axe's heading-order, definition-list
 * and dlitem), checked on every public page in the DOM as a screen reader meets it, after the data came:
 * headings never skip a level on the way down, and a <dl> holds only <dt>/<dd> groups (or <div>s of them).
 */
const PAGES = ['/', '/services', '/barbers', '/about', '/contact', '/store', '/book'];

for (const path of PAGES) {
  test(`${path}: headings go down one level at a time, and definition lists hold only their terms and details`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const problems = await page.evaluate(() => {
      const found: string[] = [];
      let previous = 0;
      for (const h of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')) {
        if (h.closest('[aria-hidden="true"], [hidden]')) continue;
        const level = Number(h.tagName[1]);
        if (previous && level > previous + 1) found.push(`<${h.tagName.toLowerCase()}> "${h.textContent?.trim()}" after an <h${previous}>`);
        previous = level;
      }
      for (const dl of document.querySelectorAll('dl')) {
        for (const child of dl.children) {
          const tag = child.tagName.toLowerCase();
          if (tag === 'dt' || tag === 'dd' || tag === 'script' || tag === 'template') continue;
          if (tag === 'div' && [...child.children].every((c) => ['dt', 'dd'].includes(c.tagName.toLowerCase()))) continue;
          found.push(`<dl> holds a <${tag}> that is not a <dt>/<dd> group`);
        }
      }
      return found;
    });
    expect(problems).toEqual([]);
  });
}
