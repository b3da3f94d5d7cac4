import { z } from 'zod';
import { pageSizes } from './constants.js';

/**
 * The query fields of a paged list (docs/product.md §7): `page` from 0 and `size` one of the seed's
 * page sizes. Spread into a list's query schema.
 */
export const pageQueryFields = {
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce
    .number()
    .int()
    .refine(
      (size) => (pageSizes as readonly number[]).includes(size),
      `Page size must be one of ${pageSizes.join(', ')}.`,
    )
    .default(10),
};

/** `sort=field,asc|desc` over a list's sortable fields, with its default order. */
export function sortQuerySchema<const Field extends string>(fields: readonly Field[], fallback: string) {
  return z
    .string()
    .regex(new RegExp(`^(${fields.join('|')}),(asc|desc)$`), `Sort must look like "${fallback}".`)
    .default(fallback)
    .transform((value) => {
      const [field, direction] = value.split(',') as [Field, 'asc' | 'desc'];
      return { field, direction };
    });
}
