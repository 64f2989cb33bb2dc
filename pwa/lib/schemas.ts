import type { z } from 'zod';

/**
 * The shared schema modules the PWA loads lazily, and the one place it loads them from.
 *
 * A public page loads zod and its schemas only when it first fetches or first checks a form, not with
 * its first code (docs/decisions/047-lean-asset-headers.md, 048-first-paint-then-code.md): each module
 * below is a chunk of its own, loaded by its `import()` when a call site first asks for one of its
 * schemas. A call site names the schema (`schema('client', 'CreatedClient')`) instead of writing the
 * import; a module or export name that is not here fails `tsc`.
 *
 * Why a file of its own and not pwa/lib/api.ts: two modules use this table, the API client
 * (`getJson`/`sendJson`, which re-exports `schema` so a fetch names its answer's schema from one
 * import) and the forms' resolvers (pwa/lib/lazy-resolver.ts `lazyZodResolver`), which need no
 * fetch code. api.ts owns it: call sites import `schema` from '#pwa/lib/api'.
 *
 * This is the only file in pwa/ (tests aside) that may write `import('#shared/schemas/…')`
 * (eslint.config.js); add a module to the table to load it lazily elsewhere. A schema imported
 * statically (`import { X } from '#shared/schemas/…'`) loads with the page that imports it.
 */
const schemaModules = {
  appointment: () => import('#shared/schemas/appointment'),
  availability: () => import('#shared/schemas/availability'),
  'booking-rules': () => import('#shared/schemas/booking-rules'),
  catalogue: () => import('#shared/schemas/catalogue'),
  client: () => import('#shared/schemas/client'),
  contact: () => import('#shared/schemas/contact'),
  'days-off': () => import('#shared/schemas/days-off'),
  policies: () => import('#shared/schemas/policies'),
  push: () => import('#shared/schemas/push'),
  'shop-details': () => import('#shared/schemas/shop-details'),
};

type SchemaModules = typeof schemaModules;
/** A schema module that may be loaded lazily (its name under shared/schemas/). */
export type SchemaModule = keyof SchemaModules;
type ModuleOf<M extends SchemaModule> = Awaited<ReturnType<SchemaModules[M]>>;
/** The names of the zod schemas a module exports (not its types, not its helpers). */
export type SchemaName<M extends SchemaModule> = {
  [K in keyof ModuleOf<M>]: ModuleOf<M>[K] extends z.ZodType ? K : never;
}[keyof ModuleOf<M>] &
  string;
/** The schema `name` of module `module`. */
export type SchemaOf<M extends SchemaModule, N extends SchemaName<M>> = ModuleOf<M>[N] & z.ZodType;

/** Loads module `module` (once: the browser keeps it) and answers its schema `name`. */
export async function loadSchema<M extends SchemaModule, N extends SchemaName<M>>(module: M, name: N): Promise<SchemaOf<M, N>> {
  const loaded = (await schemaModules[module]()) as ModuleOf<M>;
  return loaded[name] as SchemaOf<M, N>;
}

/**
 * A loader of a shared schema, for `getJson`/`sendJson` (pwa/lib/api.ts): nothing loads until the
 * request is made. `map` builds the schema the answer is parsed with from the shared one (e.g. adds a
 * field with `.transform`), each time the loader runs.
 */
export function schema<M extends SchemaModule, N extends SchemaName<M>>(module: M, name: N): () => Promise<SchemaOf<M, N>>;
export function schema<M extends SchemaModule, N extends SchemaName<M>, S extends z.ZodType>(
  module: M,
  name: N,
  map: (schema: SchemaOf<M, N>) => S,
): () => Promise<S>;
export function schema<M extends SchemaModule, N extends SchemaName<M>>(
  module: M,
  name: N,
  map?: (schema: SchemaOf<M, N>) => z.ZodType,
): () => Promise<z.ZodType> {
  return () => loadSchema(module, name).then((s) => (map ? map(s) : s));
}
