/** Joins recorded chunks into one buffer. */
export function concatChunks(chunks: Float32Array[]): Float32Array {
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const joined = new Float32Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

/** Resamples mono PCM by linear interpolation (enough for speech); returns the input when rates match. */
export function resampleLinear(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate || input.length === 0) return input;
  const length = Math.max(1, Math.round((input.length * toRate) / fromRate));
  const output = new Float32Array(length);
  const step = fromRate / toRate;
  for (let index = 0; index < length; index += 1) {
    const position = index * step;
    const left = Math.floor(position);
    const right = Math.min(left + 1, input.length - 1);
    const fraction = position - left;
    output[index] = (input[left] ?? 0) * (1 - fraction) + (input[right] ?? 0) * fraction;
  }
  return output;
}

/** Float samples in [-1, 1] as 16-bit integers (clipped), in the Int32Array libflac expects. */
export function toInt16Samples(input: Float32Array): Int32Array<ArrayBuffer> {
  const output = new Int32Array(input.length);
  for (let index = 0; index < input.length; index += 1) {
    const value = Math.max(-1, Math.min(1, input[index] ?? 0));
    output[index] = Math.round(value < 0 ? value * 0x8000 : value * 0x7fff);
  }
  return output;
}

/** Root-mean-square level of a block, 0..1 (for the level meter). */
export function levelOf(block: Float32Array): number {
  if (block.length === 0) return 0;
  let sum = 0;
  for (const value of block) sum += value * value;
  return Math.min(1, Math.sqrt(sum / block.length) * 4);
}
