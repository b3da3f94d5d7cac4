import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a form that sends a request: what the form would send
 * (`requestOf` its values) is checked by the endpoint's own contracts schema, the rules the server
 * applies. The schema's issues land on the form's fields of the same path; a valid submit receives
 * the parsed request. The inputs keep what they hold ('' for an empty number), so a refused submit loses
 * nothing typed.
 */
export function requestResolver<
  TValues extends FieldValues,
  TSchema extends z.ZodType<FieldValues, FieldValues>,
  TContext = unknown,
>(
  schema: TSchema,
  requestOf: (values: TValues, context: TContext) => z.input<TSchema>,
): Resolver<TValues, TContext, z.output<TSchema>> {
  const resolve = zodResolver(schema);
  return async (values, context, options) => {
    const result = await resolve(requestOf(values, context as TContext), context, options as never);
    return result as Awaited<ReturnType<Resolver<TValues, TContext, z.output<TSchema>>>>;
  };
}

/**
 * A number input's value in a request: an empty input ('') becomes NaN, which the schema's number
 * refuses, so the problem lands on the field rather than sending a zero nobody typed.
 */
export const numberOf = (value: number | string): number => (value === '' ? Number.NaN : Number(value));

/** A count's number input in a request: empty ('') is none (0), as the contract's default. */
export const countOf = (value: number | string): number => (value === '' ? 0 : Number(value));
