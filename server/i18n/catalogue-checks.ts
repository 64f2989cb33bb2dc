import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** The server's own sources (not its tests), where every message id must appear quoted. */
function serverSources(): string {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name)) out.push(fs.readFileSync(p, 'utf8'));
    }
  };
  walk(path.resolve(import.meta.dirname, '..'));
  return out.join('\n');
}

/**
 * For a test file: a server catalogue pair has the same messages in English and Spanish with the same
 * placeholders (`placeholder` names one as it counts, e.g. a time `x` written `{xAt}` counts as `x`),
 * none empty, valid ICU MessageFormat, and every message used by the server's code.
 */
export function describeCatalogues(
  name: string,
  catalogues: { en: Record<string, string>; es: Record<string, string> },
  placeholder: (raw: string) => string = (raw) => raw,
) {
  const { en, es } = catalogues;
  const placeholders = (message: string) => new Set([...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => placeholder(m[1]!)));
  describe(name, () => {
    it('has every message in English and Spanish, with the same placeholders, none empty', () => {
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

    it('is valid ICU MessageFormat in both languages', () => {
      for (const [lang, messages] of Object.entries(catalogues)) {
        for (const [id, message] of Object.entries(messages)) expect(() => compileMessage(message), `${lang} ${id}`).not.toThrow();
      }
    });

    it('uses every message in the server’s code', () => {
      const code = serverSources();
      expect(Object.keys(en).filter((id) => !code.includes(`'${id}'`))).toEqual([]);
    });
  });
}
