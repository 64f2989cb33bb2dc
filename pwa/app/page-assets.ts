/**
 * The id of the `<script type="application/json">` in which the server lists what a pre-rendered page
 * loads once it has painted (docs/decisions/048-first-paint-then-code.md): its stylesheets and the
 * code of its route. pwa/boot.ts reads it; JSON, never executed (the CSP allows no inline script).
 */
export const PAGE_ASSETS_ID = 'page-assets';

export type PageAssets = {
  /** Stylesheets beyond the inline critical CSS (their URLs, as the build names them). */
  styles: string[];
  /** The route's modules (and what they import) beyond the app's own entry. */
  modules: string[];
};
