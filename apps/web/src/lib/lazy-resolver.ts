import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver fetched with the first validation (usually the first submit) rather
 * than with the page: the form paints without the contracts' zod schemas, which stay the only
 * place the rules are written. A failed fetch is retried on the next validation.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> {
  let pending: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  return async (values, context, options) => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    const resolve = await pending;
    return resolve(values, context, options);
  };
}
