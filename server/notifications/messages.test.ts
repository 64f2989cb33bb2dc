import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { NOTIFY_CATALOGUES } from './i18n';

/**
 * The client messages' catalogues (server/notifications/messages/<lang>.json): the same messages with
 * the same placeholders in English and Spanish, valid ICU, and each one used by the server's code.
 */
const root = path.resolve(import.meta.dirname, '../..');
const { en, es } = NOTIFY_CATALOGUES;
const placeholders = (message: string) => new Set([...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1]));

function serverSources(): string {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name)) out.push(fs.readFileSync(p, 'utf8'));
    }
  };
  walk(path.join(root, 'server'));
  return out.join('\n');
}

describe('client message catalogues', () => {
  it('has every message in English and Spanish, with the same placeholders, none empty', () => {
    expect(Object.keys(es).filter((k) => !(k in en)), 'in Spanish only').toEqual([]);
    expect(Object.keys(en).filter((k) => !(k in es)), 'missing in Spanish').toEqual([]);
    for (const [id, message] of Object.entries(en)) {
      expect(placeholders(es[id]!), `placeholders of ${id}`).toEqual(placeholders(message));
      expect(es[id]!.trim(), `${id} is empty in Spanish`).not.toBe('');
    }
  });

  it('is valid ICU MessageFormat in both languages', () => {
    for (const [lang, messages] of Object.entries(NOTIFY_CATALOGUES)) {
      for (const [id, message] of Object.entries(messages)) expect(() => compileMessage(message), `${lang} ${id}`).not.toThrow();
    }
  });

  it('uses every message in the server’s code', () => {
    const code = serverSources();
    expect(Object.keys(en).filter((id) => !code.includes(`'${id}'`))).toEqual([]);
  });
});
