/**
 * The id of the `<script type="application/json">` in which the server lists the code a pre-rendered
 * page loads once it has painted (docs/decisions/048-first-paint-then-code.md): its route's modules.
 * pwa/boot.ts reads it; JSON, never executed (the CSP allows no inline script). The page's stylesheets
 * are plain links in its head (docs/decisions/049-quiet-main-thread.md).
 */
export const PAGE_ASSETS_ID = 'page-assets';

export type PageAssets = {
  /** The route's modules (and what they import) beyond the app's own entry. */
  modules: string[];
};
