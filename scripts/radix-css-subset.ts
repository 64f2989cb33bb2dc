import type { AtRule, Plugin, Rule } from 'postcss';

/**
 * Radix Themes ships one stylesheet for all its components, colours and breakpoints (~690 kB raw). A
 * phone downloads and applies all of it before the page settles, so the build keeps only what a screen
 * can use (docs/decisions/043-prerendering.md, 047-lean-asset-headers.md):
 * - the rules of components the app never imports (nor any component it imports uses);
 * - the responsive rules of breakpoints no prop uses (`lg`, `xl`);
 * - the accent and gray colours whose scales the app does not import;
 * - the light theme's colour scales (the app is dark only: `<html class="dark-theme">`, `<Theme appearance="dark">`);
 * - the Display P3 variants of the colours: P3 screens get the sRGB palette, which is the design's own.
 * tests/radix-css-subset.test.ts fails if a screen starts using any of these.
 */
export const UNUSED_COMPONENTS = [
  'Avatar',
  'Blockquote',
  'CheckboxCards',
  'CheckboxGroup',
  'Code',
  'ContextMenu',
  'DropdownMenu',
  'Em',
  'HoverCard',
  'Kbd',
  'Popover',
  'Progress',
  'Quote',
  'Slider',
  'Strong',
  'TabNav',
  'ThemePanel',
  'Tooltip',
];
/** Class-name families: each component's own, plus the menu base only the two menus above use. */
const UNUSED_FAMILIES = [...UNUSED_COMPONENTS, 'BaseMenu'];
export const UNUSED_BREAKPOINTS = ['lg', 'xl'];
/**
 * The colour scales the app imports: the accent (amber), the gray (sand, and gray itself) and the
 * badges' (pwa/main.tsx; the staff-only ones in pwa/features/staff-shell/admin-layout.tsx).
 */
export const USED_COLORS = ['amber', 'blue', 'gray', 'green', 'orange', 'purple', 'red', 'sand', 'violet', 'yellow'];

const THEMES_DIR = /[\\/]@radix-ui[\\/]themes[\\/]/;

// `.rt-AvatarRoot`, `.rt-Em` (but not `.rt-EmptyState`): the family, then a capital or the name's end.
const family = new RegExp(`\\.rt-(${UNUSED_FAMILIES.join('|')})(?![a-z0-9_-])`);
// `.lg\:rt-r-size-2`: a responsive class of an unused breakpoint.
const breakpoint = new RegExp(`\\.(${UNUSED_BREAKPOINTS.join('|')})\\\\:`);
const colorSelector = /^(?:\[data-accent-color='([a-z]+)'\]|\.radix-themes:where\(\[data-gray-color='([a-z]+)'\]\))$/;
const LIGHT = [':root', '.light', '.light-theme'];

const inP3 = (rule: Rule) => {
  for (let p = rule.parent as AtRule | undefined; p?.type === 'atrule'; p = p.parent as AtRule | undefined) {
    if (/display-p3|color-gamut/.test(p.params)) return true;
  }
  return false;
};

export function radixCssSubset(): Plugin {
  const unusedColor = (selector: string) => {
    const m = colorSelector.exec(selector);
    return m !== null && !USED_COLORS.includes((m[1] ?? m[2])!);
  };
  return {
    postcssPlugin: 'radix-css-subset',
    Rule(rule) {
      if (!THEMES_DIR.test(rule.source?.input.file ?? '')) return;
      const lightOnly = rule.selectors.length === LIGHT.length && LIGHT.every((s) => rule.selectors.includes(s));
      const colourFile = /[\\/]tokens[\\/]colors[\\/]/.test(rule.source?.input.file ?? '');
      const dropAll = inP3(rule) || (colourFile && lightOnly);
      const kept = dropAll ? [] : rule.selectors.filter((s) => !family.test(s) && !breakpoint.test(s) && !unusedColor(s));
      if (kept.length === rule.selectors.length) return;
      if (kept.length > 0) {
        rule.selectors = kept;
        return;
      }
      const parent = rule.parent;
      rule.remove();
      // A media query, @supports or layer left with nothing in it goes too.
      let p = parent;
      while (p && p.type === 'atrule' && (p as AtRule).nodes?.length === 0) {
        const up = p.parent;
        p.remove();
        p = up;
      }
    },
  };
}
radixCssSubset.postcss = true as const;
