/**
 * The id of the `<script type="application/json">` that carries a pre-rendered page's data (the
 * React Query cache the server filled from the database). JSON, never executed: the CSP allows no
 * inline script (server/middleware/security-headers.ts).
 */
export const PRERENDERED_STATE_ID = 'prerendered-state';

/** What the server puts in it. */
export type PrerenderedState = {
  /** React Query's dehydrated cache. */
  queries: unknown;
  /** The page's language (docs/decisions/046-spanish.md). */
  lang: string;
};

/** JSON inside a <script>: nothing in it may close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const serializeState = (state: PrerenderedState): string => scriptJson(state);
