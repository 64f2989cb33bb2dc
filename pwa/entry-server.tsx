/**
 * The server's renderer of public pages (docs/decisions/043-prerendering.md), built by `vite build
 * --ssr` and imported by server/prerender/render-page.ts: the same routes, components and providers as
 * the browser (pwa/main.tsx), with the React Query cache filled by the server from the database.
 */
import './lib/zod-jitless';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { AppFrame } from './app/app-frame';
import { serializeState } from '#shared/prerender/prerendered-state';
import { routes, type PageHandle } from './app/router';
import { createQueryClient } from './lib/query-client';
import { DocumentTitleSink } from './lib/document-title';
import { bundleModule, loadBundle } from './i18n/catalogue';
import type { Lang } from '#shared/i18n/lang';

export type RenderInput = {
  /** The page's URL (absolute; only its path is routed). */
  url: string;
  /** The language of the page (the server's choice: server/middleware/prerender.ts). */
  lang: Lang;
  /** Query cache entries as the API would answer them: [query key, data]. */
  queries: ReadonlyArray<readonly [readonly unknown[], unknown]>;
};

export type RenderResult =
  /**
   * `html`: the app's markup for #root; `state`: the JSON for the page's state script; `modules`: the
   * matched pages' source modules; `title`: the document title the page gave itself (none: the shell's).
   */
  | { kind: 'page'; status: number; html: string; state: string; modules: string[]; title?: string }
  /** A route the server does not pre-render (admin, a redirect): the app shell is the answer. */
  | { kind: 'shell' };

const handler = createStaticHandler(routes);

/** Whether the app answers this path with its 404 page (no route of its own). */
export function isNotFound(pathname: string): boolean {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';
}

export async function render(input: RenderInput): Promise<RenderResult> {
  const context = await handler.query(new Request(input.url));
  await loadBundle(input.lang, 'public');
  if (context instanceof Response) return { kind: 'shell' };
  const client: QueryClient = createQueryClient();
  for (const [key, data] of input.queries) client.setQueryData(key, data);
  const router = createStaticRouter(handler.dataRoutes, context);
  let title: string | undefined;
  const html = renderToString(
    <DocumentTitleSink.Provider
      value={(t) => {
        title = t;
      }}
    >
      <AppFrame client={client} lang={input.lang}>
        {/* hydrate={false}: no inline script (the CSP forbids it); the browser's router starts from the URL. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </DocumentTitleSink.Provider>,
  );
  const leaf = context.matches.at(-1)?.route;
  const status = context.errors ? 500 : leaf?.path === '*' ? 404 : context.statusCode;
  // The page's code, and its language's messages (preloaded with it: the browser needs both before hydrating).
  const modules = [
    ...context.matches.map((m) => (m.route.handle as PageHandle | undefined)?.module).filter((m): m is string => typeof m === 'string'),
    bundleModule(input.lang, 'public'),
  ];
  const state = serializeState({ queries: dehydrate(client), lang: input.lang });
  client.clear();
  return { kind: 'page', status, html, state, modules, ...(title === undefined ? {} : { title }) };
}
