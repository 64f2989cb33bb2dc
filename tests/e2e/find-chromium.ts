import fs from 'node:fs';
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
