import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { e2eLaunchOptions } from './e2e/find-chromium';

/** Every process under `root` (by /proc's parent links), `root` left out. */
function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone meanwhile */
    }
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    for (const [child, p] of parent) {
      if (p !== pid) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(root);
  return out;
}

/** The nice value of each thread of a process (field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNice(pid: number): number[] {
  try {
    return fs.readdirSync(`/proc/${pid}/task`).map((tid) => {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });
  } catch {
    return [];
  }
}

describe('the end-to-end browser (tests/e2e/find-chromium.ts)', () => {
  it('runs no thread above normal priority, even as root, so it does not starve the app servers it tests', async () => {
    const browser = await chromium.launch(e2eLaunchOptions());
    try {
      const page = await browser.newPage();
      await page.setContent('<p>hello</p>');
      await page.waitForTimeout(500); // Chromium raises its threads' priority as they start
      const nice = descendants(process.pid).flatMap(threadNice);
      expect(nice.length).toBeGreaterThan(10);
      expect(Math.min(...nice)).toBeGreaterThanOrEqual(0);
    } finally {
      await browser.close();
    }
  });
});

describe('the end-to-end browser is the headless shell (tests/e2e/find-chromium.ts)', () => {
  it('opens no user interface of its own beside a page: no toolbar or omnibox pages, each a renderer of its own', async () => {
    const browser = await chromium.launch(e2eLaunchOptions());
    try {
      const page = await browser.newPage();
      await page.setContent('<p>hello</p>');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
      expect(targetInfos.filter((t) => t.type === 'browser_ui').map((t) => t.url)).toEqual([]);
      expect(targetInfos.some((t) => t.type === 'page')).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
