/**
 * React DOM's client, re-exported from a module of ours so that pwa/start/boot.ts can load and evaluate
 * React on its own before the app (docs/decisions/050-static-sections.md). The boot file importing
 * the package itself would bring the bundler's CommonJS helpers into the page's first requests.
 * scripts/site-chunks.ts puts this file in the `react` chunk.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
