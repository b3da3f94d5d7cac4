import { z } from 'zod';

/** Every JSON response is wrapped as `{ statusCode, message, data }` (docs/product.md §3). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ statusCode: z.number().int(), message: z.string(), data });
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The `data` of an error envelope: a stable code and, for validation, the failing fields. */
export const errorDataSchema = z.object({
  code: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
});
export type ErrorData = z.infer<typeof errorDataSchema>;
export const errorEnvelopeSchema = envelopeOf(errorDataSchema);
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const emptyDataSchema = z.null();
export const emptyEnvelopeSchema = envelopeOf(emptyDataSchema);

export interface Envelope<T> {
  statusCode: number;
  message: string;
  data: T;
}
