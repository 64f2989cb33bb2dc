import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * `@radix-ui/react-icons` ships its 318 icons in one module. Whatever chunk that module lands in holds
 * every icon any screen uses, and it lands in the entry (the header shows two), so a first visit
 * downloaded the admin's and the wizard's icons too: 38 kB raw, 9 kB in brotli. This plugin makes each
 * icon a module of its own, cut from the package's file, and points our imports at them, so each chunk
 * carries only its own icons (docs/decisions/047-lean-asset-headers.md).
 */
const PACKAGE = '@radix-ui/react-icons';
export const PREFIX = 'virtual:radix-icon/';
export const HELPER = 'virtual:radix-icon-helper';

/** A module of the PWA's own code (not a dependency's, nor a test or script outside pwa/): what the build's import rewrites touch. */
export const isPwaSource = (id: string) => /[\\/]pwa[\\/]/.test(id) && !id.includes('node_modules') && /\.[jt]sx?$/.test(id);

/** The package's icons by name, each the source of its `var XIcon = forwardRef(...)` (with its `_excluded` list). */
export function splitIcons(source: string): { helper: string; icons: Map<string, string> } {
  const [head, ...pieces] = source.split(/^(?=var _excluded)/m);
  const icons = new Map<string, string>();
  for (const piece of pieces) {
    const name = /^var (\w+) = /m.exec(piece.slice(piece.indexOf('\n') + 1))?.[1];
    if (!name) throw new Error(`radix-icons-per-file: no icon in ${piece.slice(0, 80)}`);
    icons.set(name, piece.split(/^export \{/m)[0]!.trim());
  }
  const helper = head!.replace(/^import .*$/m, '').trim();
  if (!helper.includes('function _objectWithoutPropertiesLoose') || icons.size < 100)
    throw new Error('radix-icons-per-file: the package’s layout changed');
  return { helper, icons };
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@radix-ui\/react-icons['"];?/g;

/** Our `import { A, B as C } from '@radix-ui/react-icons'` as one import per icon (type-only imports left alone). */
export function rewriteImports(code: string): string {
  return code.replace(IMPORT, (_whole, names: string) =>
    names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)
      .map((n) => {
        const [name, alias] = n.split(/\s+as\s+/);
        return `import { ${name} as ${alias ?? name} } from '${PREFIX}${name}';`;
      })
      .join('\n'),
  );
}

export function radixIconsPerFile(): Plugin {
  let split: ReturnType<typeof splitIcons> | undefined;
  const icons = () => {
    if (!split) {
      const require = createRequire(import.meta.url);
      const file = require.resolve(`${PACKAGE}/package.json`).replace(/package\.json$/, 'dist/react-icons.esm.js');
      split = splitIcons(fs.readFileSync(file, 'utf8'));
    }
    return split;
  };
  return {
    name: 'radix-icons-per-file',
    enforce: 'pre',
    transform(code, id) {
      if (!isPwaSource(id) || !code.includes(PACKAGE)) return null;
      const out = rewriteImports(code);
      return out === code ? null : { code: out, map: null };
    },
    resolveId(source) {
      return source === HELPER || source.startsWith(PREFIX) ? '\0' + source : null;
    },
    load(id) {
      if (id === '\0' + HELPER) return `${icons().helper}\nexport { _objectWithoutPropertiesLoose };`;
      if (!id.startsWith('\0' + PREFIX)) return null;
      const name = id.slice(1 + PREFIX.length);
      const icon = icons().icons.get(name);
      if (!icon) throw new Error(`${PACKAGE} has no ${name}`);
      return [
        "import { forwardRef, createElement } from 'react';",
        `import { _objectWithoutPropertiesLoose } from '${HELPER}';`,
        icon,
        `export { ${name} };`,
      ].join('\n');
    },
  };
}
