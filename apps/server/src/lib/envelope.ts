import { envelopeOf, errorEnvelopeSchema, type Envelope } from '@prepwise/contracts';
import type { z } from 'zod';

/** A success envelope. */
export function ok<T>(data: T, message = ''): Envelope<T> {
  return { statusCode: 200, message, data };
}

/** Route response schemas: the envelope of `data` for 200 and the error envelope for 4xx/5xx. */
export function responses<T extends z.ZodType>(data: T, status: 200 | 201 = 200) {
  return { [status]: envelopeOf(data), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
}
