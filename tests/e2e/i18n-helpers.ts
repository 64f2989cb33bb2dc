import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The app's message catalogues as written (pwa/i18n/messages/<lang>/<area>.json), all areas merged. */
function catalogue(lang: 'en' | 'es'): Record<string, string> {
  const dir = path.resolve(import.meta.dirname, '../../pwa/i18n/messages', lang);
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))),
  );
}
export const EN = catalogue('en');
export const ES = catalogue('es');

/** A Spanish message by id, with its `{placeholders}` filled in (no plurals: the tests use plain ones). */
export function es(id: string, values: Record<string, string | number> = {}): string {
  const message = ES[id];
  if (message === undefined) throw new Error(`No Spanish message ${id}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/**
 * What the page shows a person, as text: every visible text node, and the accessible names and hints
 * written in attributes (aria-label, placeholder, title, alt).
 */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element | null) => !!el && (el as HTMLElement).checkVisibility?.({ visibilityProperty: true } as never) !== false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim();
      if (text && visible(n.parentElement) && !n.parentElement?.closest('script,style,noscript')) out.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')) {
      if (!visible(el)) continue;
      for (const a of ['aria-label', 'placeholder', 'title', 'alt']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    }
    return out;
  });
}

/**
 * The English left on a Spanish page, checked against the English catalogue: any text shown that is
 * exactly an English message whose Spanish differs ("Book Now" on a page that should say "Reservar cita").
 * `except`: texts the test itself put there (a username that happens to be a word).
 */
export async function englishLeft(page: Page, { except = [] }: { except?: string[] } = {}): Promise<string[]> {
  // A text that is also some Spanish message ('English', a language's own name) is not English left over.
  const spanish = new Set(Object.values(ES));
  const translated = Object.keys(EN)
    .filter((id) => EN[id] !== ES[id] && !spanish.has(EN[id]!))
    .map((id) => EN[id]!);
  const plain = new Set(translated.filter((m) => !/[{}]/.test(m)));
  // A message with simple placeholders ("Call {phone}") matches with anything in their place; plurals are left out.
  const patterns = translated
    .filter((m) => /\{\w+\}/.test(m) && !/[{]\s*\w+\s*,/.test(m) && /[A-Za-z]{3}/.test(m.replace(/\{\w+\}/g, '')))
    .map(
      (m) =>
        new RegExp(
          `^${m
            .split(/\{\w+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('.+')}$`,
        ),
    );
  const shown = (await shownTexts(page)).filter((t) => !except.includes(t));
  return [...new Set(shown.filter((t) => plain.has(t) || patterns.some((p) => p.test(t))))];
}
