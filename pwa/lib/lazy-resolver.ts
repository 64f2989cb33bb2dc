import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { loadSchema, type SchemaModule, type SchemaName, type SchemaOf } from './schemas';

/**
 * A form's resolver whose code (zod, the schema) loads with the first validation, not with the page:
 * building a form's zod schemas took 60 ms of a phone's main thread while /contact was starting
 * (docs/decisions/048-first-paint-then-code.md). Loaded once; a failed load is tried again
 * at the next validation.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TParsed>(
  load: () => Promise<Resolver<TValues, TContext, TParsed>>,
): Resolver<TValues, TContext, TParsed> {
  let loading: Promise<Resolver<TValues, TContext, TParsed>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return (await loading)(values, context, options);
  };
}

/**
 * `lazyResolver` of a shared schema, named as in ./schemas.ts (`lazyZodResolver('contact',
 * 'ContactMessageInput')`): zod's resolver and the schema's module load together at the first
 * validation; loaded once, a failed load tried again at the next. The form holds the schema's input
 * and a valid submit hands over its output.
 */
export function lazyZodResolver<M extends SchemaModule, N extends SchemaName<M>, TContext = unknown>(
  module: M,
  name: N,
): Resolver<z.input<SchemaOf<M, N>> & FieldValues, TContext, z.output<SchemaOf<M, N>>> {
  type Values = z.input<SchemaOf<M, N>> & FieldValues;
  type Parsed = z.output<SchemaOf<M, N>>;
  return lazyResolver(() =>
    Promise.all([import('@hookform/resolvers/zod'), loadSchema(module, name)]).then(([{ zodResolver }, schema]) =>
      // zodResolver's types cannot follow a schema chosen by name: it is that schema, its input and output.
      zodResolver<Values, TContext, Parsed>(schema as z.ZodType<Parsed, Values>),
    ),
  );
}
