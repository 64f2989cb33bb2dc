import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../scripts/lingui-catalogues';

/**
 * The catalogues' own rules (docs/decisions/046-spanish.md): both languages have the same messages
 * with the same placeholders, each is valid ICU, each id belongs to its file's area, and every message
 * is used somewhere. The known texts (known.json) are keyed by an English text the API or the shared
 * rules write: that text must still be written somewhere.
 */
const root = path.resolve(import.meta.dirname, '../..');
const dir = path.join(root, 'pwa/i18n/messages');
const areas = fs
  .readdirSync(path.join(dir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
const read = (lang: string, area: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, lang, `${area}.json`), 'utf8')) as Record<string, string>;

function sources(dirs: string[]): string {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (!['messages', 'node_modules', 'testing'].includes(e.name)) walk(p);
      } else if (/\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(fs.readFileSync(p, 'utf8'));
    }
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return out.join('\n');
}

/** `{name}`, `{count, plural, …}`: the placeholders' names, whatever their nesting. */
const placeholders = (message: string) => new Set([...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1]));

describe('message catalogues', () => {
  it('has the same areas in both languages', () => {
    expect(fs.readdirSync(path.join(dir, 'es')).sort()).toEqual(fs.readdirSync(path.join(dir, 'en')).sort());
  });

  for (const area of areas) {
    it(`${area}: every message exists in English and Spanish, with the same placeholders`, () => {
      const en = read('en', area);
      const es = read('es', area);
      expect(
        Object.keys(es).filter((k) => !(k in en)),
        'in Spanish only',
      ).toEqual([]);
      expect(
        Object.keys(en).filter((k) => !(k in es)),
        'missing in Spanish',
      ).toEqual([]);
      for (const [id, message] of Object.entries(en)) {
        expect(placeholders(es[id]!), `placeholders of ${id}`).toEqual(placeholders(message));
        expect(es[id]!.trim(), `${id} is empty in Spanish`).not.toBe('');
      }
    });

    it(`${area}: every message is valid ICU MessageFormat`, () => {
      expect(() => compileCatalogue(read('en', area), `en/${area}`)).not.toThrow();
      expect(() => compileCatalogue(read('es', area), `es/${area}`)).not.toThrow();
    });
  }

  it('names each id after its area (no two files can define the same message)', () => {
    for (const area of areas.filter((a) => a !== 'known')) {
      expect(
        Object.keys(read('en', area)).filter((id) => !id.startsWith(`${area}.`)),
        area,
      ).toEqual([]);
    }
  });

  it('uses every message: its id in the app, or a `prefix.${…}` template naming its family', () => {
    const code = sources(['pwa']);
    const templates = [...code.matchAll(/`([a-z][\w.-]*\.)\$\{/g)].map((m) => m[1]!);
    const unused = areas
      .filter((a) => a !== 'known')
      .flatMap((area) => Object.keys(read('en', area)))
      .filter((id) => !code.includes(`'${id}'`) && !code.includes(`"${id}"`) && !templates.some((p) => id.startsWith(p)));
    expect(unused).toEqual([]);
  });

  it('keys each known text by English still written by the API or a shared rule, translated for itself in English', () => {
    const code = sources(['server', 'shared', 'pwa']);
    const en = read('en', 'known');
    for (const [text, message] of Object.entries(en)) expect(message, text).toBe(text);
    // A text with a placeholder is matched by its fixed start; ICU quotes are doubled in the catalogue.
    const stale = Object.keys(en).filter((text) => !code.includes(text.replace(/''/g, "'")));
    expect(stale).toEqual([]);
  });
});
