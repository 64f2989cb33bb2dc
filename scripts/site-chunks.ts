import path from 'node:path';

type ModuleInfo = { importers: readonly string[]; importedIds: readonly string[] };
type Context = { getModuleInfo: (id: string) => ModuleInfo | null };

const ENTRY = path.resolve('pwa/main.tsx');
const BOOT = path.resolve('pwa/start/boot.ts');
const HOME = path.resolve('pwa/features/site/pages/home-page.tsx');
/** The staff features (docs/decisions/063-pwa-rooms.md): their icons stay out of the visitors' `site-icons`. */
const ADMIN = /[\\/]pwa[\\/]features[\\/](front-desk|back-office|staff-accounts|staff-shell)[\\/]/;
/** React itself: evaluated in a task of its own before the app's code (pwa/start/boot.ts). */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const REACT_ENTRY = path.resolve('pwa/app/react-dom.ts');
/** Our icons, one module each (pwa/components/icons/). */
const ICON = /[\\/]pwa[\\/]components[\\/]icons[\\/]/;

/** A module and everything it imports statically. */
function closure(root: string, ctx: Context): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * How the visitor's code is cut into files (docs/decisions/047-lean-asset-headers.md). Left to itself,
 * the bundler gives every module two screens share a file of its own, and a first visit to `/` made 30
 * requests, 20 of them for files under 2 kB, each carrying its headers. So:
 * - `site`: what every page needs (the router, the layout) and what the Home page needs (its
 *   Radix components, icons, helpers), in one file. The other public pages use most of it, the staff
 *   screens too, and it is cached from then on.
 * - `react`: React and React DOM. The boot file evaluates them first, in a task of their own, and the
 *   app's code after a yield: one evaluation of both was a 190-220 ms task on a phone (4x CPU).
 * - `site-icons`: the other icons the visitors' pages use, together.
 * - What pwa/start/boot.ts imports (Vite's preload helper among it) stays out of `site`: the boot file must stay small
 *   (docs/decisions/048-first-paint-then-code.md).
 * The rest (each page's own code, the staff screens) is split as the bundler decides.
 */
export function siteChunks() {
  let site: Set<string> | undefined;
  return function chunkName(id: string, ctx: Context): string | null {
    if (!site) {
      site = new Set([...closure(ENTRY, ctx), ...closure(HOME, ctx)]);
      site.delete(ENTRY);
      site.delete(HOME);
      // What the boot file imports stays with it (main.tsx imports some of it too: the preload helper).
      for (const id of closure(BOOT, ctx)) site.delete(id);
    }
    if (REACT.test(id) || id === REACT_ENTRY) return 'react';
    if (site.has(id)) return 'site';
    if (ICON.test(id) && (ctx.getModuleInfo(id)?.importers ?? []).some((i) => !ADMIN.test(i))) return 'site-icons';
    return null;
  };
}
