import fs from 'node:fs';
import type { Plugin } from 'vite';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** The message catalogues (pwa/i18n/messages/<lang>/<area>.json): ICU MessageFormat, one file per language and area. */
export const CATALOGUE_FILE = /[\\/]pwa[\\/]i18n[\\/]messages[\\/](en|es)[\\/][a-z-]+\.json$/;

/** A catalogue's messages compiled as Lingui's runtime takes them (text, placeholders and plurals as arrays). */
export function compileCatalogue(messages: Record<string, string>, file = 'catalogue'): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, compileMessage(message)];
      } catch (err) {
        throw new Error(`${file}: message "${id}" is not valid ICU MessageFormat: ${(err as Error).message}`, { cause: err });
      }
    }),
  );
}

/**
 * Compiles each catalogue at build time (docs/decisions/046-spanish.md), so the browser gets ready
 * messages and never the ICU parser: @lingui/core's runtime alone is about 2 kB.
 */
export function linguiCatalogues(): Plugin {
  return {
    name: 'lingui-catalogues',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0]!;
      if (!CATALOGUE_FILE.test(file)) return null;
      const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      this.addWatchFile(file);
      // Still JSON: Vite's own JSON plugin turns it into a module, as it would the file.
      return { code: JSON.stringify(compileCatalogue(messages, file)), map: null };
    },
  };
}
