import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';

export const HOW_TO_GET_CHROMIUM =
  'No Chromium found: install one with `sudo apt-get install -y chromium chromium-headless-shell` (or set CHROME_PATH to a Chrome/Chromium binary).';
export const HOW_TO_GET_HEADLESS_SHELL =
  'No headless shell found: the journeys run in the full Chromium, about a third slower (`sudo apt-get install -y chromium-headless-shell`).';

/** CHROME_PATH, else the system's chromium, else Playwright's own browser; undefined when none. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  for (const c of candidates) if (c && fs.existsSync(c)) return c;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      const found = execFileSync('which', [name], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      /* not on PATH */
    }
  }
  try {
    const own = chromium.executablePath();
    if (own && fs.existsSync(own)) return own;
  } catch {
    /* Playwright's browser not downloaded */
  }
  return undefined;
}

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, the browser Playwright's own headless
 * mode runs): the browser without its own user interface. The full browser builds a window's toolbar and
 * its omnibox pop-ups (web pages of their own, each in a renderer) for every page a test opens; over 15
 * pages that was 15 s of CPU against 4.6 s for the shell (tests/bench/RESULTS.md, "The journeys in the
 * headless shell"). Undefined when it is not installed.
 */
export function findHeadlessShell(): string | undefined {
  return ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'].find((c) => fs.existsSync(c));
}

/**
 * How the end-to-end run launches the browser (playwright.config.ts): the headless shell (above), or with
 * `{ full: true }` the full Chromium, for the files that prove what only it does (docs/decisions/110-journeys-in-the-headless-shell.md):
 * notifications and push, what a phone's browser downloads on a first visit (its icon, the images it
 * loads ahead), and a page that no pointer has touched (the shell moves a mouse onto each new page).
 *
 * Run as root, Chromium raises its browser and compositor threads to nice -8 (it has CAP_SYS_NICE), and on
 * a 2-core machine they then win the CPU from the app servers under test: a dashboard journey that takes
 * 11 s alone took over 45 s in CI. So as root it starts through `setpriv` without that capability and stays
 * at the normal priority. `E2E_CHROMIUM` (the full browser) and `E2E_HEADLESS_SHELL` carry the real
 * binaries to the wrappers (tests/e2e/*-at-normal-priority.sh).
 */
export function e2eLaunchOptions({ full = false }: { full?: boolean } = {}) {
  // CHROME_PATH when set (findChromium reads it first), else the headless shell, else the full browser.
  const browser = (!full && !process.env.CHROME_PATH && findHeadlessShell()) || findChromium();
  const asRoot = process.getuid?.() === 0 && browser !== undefined && fs.existsSync('/usr/bin/setpriv');
  const wrapper = full ? 'chromium-at-normal-priority.sh' : 'headless-shell-at-normal-priority.sh';
  if (asRoot) process.env[full ? 'E2E_CHROMIUM' : 'E2E_HEADLESS_SHELL'] = browser;
  return {
    executablePath: asRoot ? path.resolve(import.meta.dirname, wrapper) : browser,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  };
}
