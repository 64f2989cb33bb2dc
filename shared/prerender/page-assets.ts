/**
 * The id of the `<script type="application/json">` in which the server lists the code a pre-rendered
 * page loads once it has painted (docs/decisions/048-first-paint-then-code.md, 052-code-on-first-use.md).
 * pwa/start/boot.ts reads it; JSON, never executed (the CSP allows no inline script). The page's stylesheets
 * are plain links in its head (docs/decisions/049-quiet-main-thread.md).
 */
export const PAGE_ASSETS_ID = 'page-assets';

export type PageAssets = {
  /**
   * The code the page runs when it starts, fetched once it has painted: React and the app (the boot
   * file's own imports), then the route's modules (and what they import).
   */
  modules: string[];
  /** The year the page was rendered in (its footer shows it): a copy kept since then starts its app at once. */
  year: number;
};
