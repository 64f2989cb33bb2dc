import type { Plugin } from 'vite';

/**
 * Radix Themes' `<Theme>` wraps the app in Radix's tooltip provider (`import { Tooltip } from
 * 'radix-ui'`). That import alone puts the tooltip module in the entry, and with it the popper and
 * floating-ui that the lazy screens' selects use: about 10 kB in brotli on every first visit. No
 * screen shows a tooltip: Themes' Tooltip is among the components whose CSS the build drops, and
 * tests/radix-theme-imports.test.ts fails if a screen imports Radix's. So this plugin gives that one
 * file a `Tooltip.Provider` that only renders its children (docs/decisions/047-lean-asset-headers.md).
 * A screen that adds a tooltip must take this plugin out and wrap the app in Radix's provider with
 * the spec's delays (700 ms to open, 300 ms between tooltips).
 */
export const THEME_FILE = /[\\/]@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]theme\.js$/;
const SHIM = '\0radix-ui-for-theme';

export function radixThemeImports(): Plugin {
  return {
    name: 'radix-theme-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'radix-ui' && importer && THEME_FILE.test(importer)) return SHIM;
      return null;
    },
    load(id) {
      if (id !== SHIM) return null;
      return [
        "export { Direction, Slot } from 'radix-ui';",
        '/** No screen shows a tooltip: the provider only passes its children through. */',
        'export const Tooltip = { Provider: ({ children }) => children };',
      ].join('\n');
    },
  };
}
