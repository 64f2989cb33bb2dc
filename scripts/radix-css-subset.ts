import type { AtRule, Plugin, Rule } from 'postcss';

/**
 * Radix Themes ships one stylesheet for all its components and every breakpoint (~690 kB raw). A phone
 * parses and applies all of it before the page settles, so the build keeps only what a screen can use
 * (docs/decisions/043-prerendering.md). This list was checked against the screens when written:
 * - the rules of components the app never imports (nor any component it imports uses) are dropped;
 * - the responsive rules of breakpoints no prop uses (`lg`, `xl`) are dropped.
 * tests/radix-css-subset.test.ts fails if a screen starts importing one of these or using those breakpoints.
 */
export const UNUSED_COMPONENTS = [
  'Avatar', 'Blockquote', 'CheckboxCards', 'CheckboxGroup', 'Code', 'ContextMenu', 'DropdownMenu', 'Em', 'HoverCard',
  'Kbd', 'Popover', 'Progress', 'Quote', 'Slider', 'Strong', 'TabNav', 'ThemePanel', 'Tooltip',
];
/** Class-name families: each component's own, plus the menu base only the two menus above use. */
const UNUSED_FAMILIES = [...UNUSED_COMPONENTS, 'BaseMenu'];
export const UNUSED_BREAKPOINTS = ['lg', 'xl'];

// `.rt-AvatarRoot`, `.rt-Em` (but not `.rt-EmptyState`): the family, then a capital or the name's end.
const family = new RegExp(`\\.rt-(${UNUSED_FAMILIES.join('|')})(?![a-z0-9_-])`);
// `.lg\:rt-r-size-2`: a responsive class of an unused breakpoint.
const breakpoint = new RegExp(`\\.(${UNUSED_BREAKPOINTS.join('|')})\\\\:`);

const fromRadix = (rule: Rule) => /[\\/]@radix-ui[\\/]themes[\\/]/.test(rule.source?.input.file ?? '');

export function radixCssSubset(): Plugin {
  return {
    postcssPlugin: 'radix-css-subset',
    Rule(rule) {
      if (!fromRadix(rule)) return;
      const kept = rule.selectors.filter((s) => !family.test(s) && !breakpoint.test(s));
      if (kept.length === rule.selectors.length) return;
      if (kept.length > 0) {
        rule.selectors = kept;
        return;
      }
      const parent = rule.parent;
      rule.remove();
      // A media query (or layer) left with nothing in it goes too.
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
