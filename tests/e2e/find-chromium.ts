import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';

export const HOW_TO_GET_CHROMIUM =
  'No Chromium found: install one with `sudo apt-get install -y chromium` (or set CHROME_PATH to a Chrome/Chromium binary).';

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
 * How the end-to-end run launches the browser (playwright.config.ts). Run as root, Chromium raises its
 * browser and compositor threads to nice -8 (it has CAP_SYS_NICE), and on a 2-core machine they then
 * win the CPU from the app servers under test: a dashboard journey that takes 11 s alone took over 45 s
 * in CI. So as root it starts through `setpriv` without that capability and stays at the normal
 * priority. `E2E_CHROMIUM` carries the real binary to the wrapper (tests/e2e/chromium-at-normal-priority.sh).
 */
export function e2eLaunchOptions() {
  const browser = findChromium();
  const asRoot = process.getuid?.() === 0 && browser !== undefined && fs.existsSync('/usr/bin/setpriv');
  if (asRoot) process.env.E2E_CHROMIUM = browser;
  return {
    executablePath: asRoot ? path.resolve(import.meta.dirname, 'chromium-at-normal-priority.sh') : browser,
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
