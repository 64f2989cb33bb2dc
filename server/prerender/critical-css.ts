import postcss from 'postcss';

const VAR = /var\(\s*(--[\w-]+)/g;
const refs = (text: string) => [...text.matchAll(VAR)].map((m) => m[1]!);

/**
 * Beasties inlines every rule an element of the page matches, and Radix's `:root`/`.dark` token rules
 * match the document, so about 80 kB of colour, space and font tokens went inline on every page though
 * the page's rules use a few dozen (docs/decisions/043-prerendering.md). This drops, from the inline
 * <style> only, each custom property that no declaration and no `style` attribute of the page refers to,
 * following var() chains (`--accent-9: var(--amber-9)`). The full stylesheet, switched on after load,
 * still declares them all for whatever the app shows later.
 */
export function pruneCriticalCss(html: string): string {
  const style = /<style>([\s\S]*?)<\/style>/.exec(html);
  if (!style) return html;
  const root = postcss.parse(style[1]!);
  const declared = new Map<string, string[]>(); // property → the values declaring it
  const used = new Set<string>(refs(html.slice(0, style.index) + html.slice(style.index + style[0].length)));
  root.walkDecls((d) => {
    if (d.prop.startsWith('--')) declared.set(d.prop, [...(declared.get(d.prop) ?? []), d.value]);
    else for (const r of refs(d.value)) used.add(r);
  });
  // What a used property's value refers to is used too (to a fixpoint).
  const queue = [...used];
  while (queue.length > 0) {
    for (const value of declared.get(queue.pop()!) ?? []) {
      for (const r of refs(value)) {
        if (used.has(r)) continue;
        used.add(r);
        queue.push(r);
      }
    }
  }
  root.walkDecls((d) => {
    if (d.prop.startsWith('--') && !used.has(d.prop)) d.remove();
  });
  root.walkRules((r) => {
    if (r.nodes.length === 0) r.remove();
  });
  root.walkAtRules((a) => {
    if (a.nodes && a.nodes.length === 0) a.remove();
  });
  const css = root.toString();
  return html.slice(0, style.index) + `<style>${css}</style>` + html.slice(style.index + style[0].length);
}
