import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorDataSchema } from './envelope.js';
import { readErrorData } from './error-data.js';

function viaSchema(value: unknown) {
  const parsed = errorDataSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const fieldLike = fc.oneof(
  fc.record({ field: fc.string(), message: fc.string() }),
  fc.record({ field: fc.string(), message: fc.string(), extra: fc.anything() }),
  fc.record({ field: fc.anything(), message: fc.anything() }, { requiredKeys: [] }),
  fc.anything(),
);
const dataLike = fc.oneof(
  fc.record({ code: fc.string() }),
  fc.record({ code: fc.string(), fields: fc.array(fieldLike, { maxLength: 3 }) }),
  fc.record({ code: fc.string(), fields: fc.array(fc.record({ field: fc.string(), message: fc.string() })) }),
  fc.record({ code: fc.anything(), fields: fc.anything(), other: fc.anything() }, { requiredKeys: [] }),
  fc.anything(),
);

describe('readErrorData (the zod-free reader of an error envelope data)', () => {
  it('gives what errorDataSchema gives, for any value', () => {
    fc.assert(
      fc.property(dataLike, (value) => {
        expect(readErrorData(value)).toEqual(viaSchema(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the code and the failing fields and drops unknown keys', () => {
    const data = { code: 'error.validation', fields: [{ field: 'email', message: 'x', at: 1 }], trace: 'no' };
    expect(readErrorData(data)).toEqual({
      code: 'error.validation',
      fields: [{ field: 'email', message: 'x' }],
    });
    expect(readErrorData({ fields: [] })).toBeUndefined();
    expect(readErrorData(null)).toBeUndefined();
  });
});
