import type { FieldValues, Resolver } from 'react-hook-form';

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
