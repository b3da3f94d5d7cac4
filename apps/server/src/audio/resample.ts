/** The rate the speech scorer works at. */
export const TARGET_SAMPLE_RATE = 16_000;

/** Zero crossings of the sinc on each side of the centre tap (at the cutoff's scale). */
const ZERO_CROSSINGS = 16;
/** Table entries per zero crossing; taps are linearly interpolated between them. */
const TABLE_RESOLUTION = 256;
/** Cutoff as a fraction of the lower Nyquist frequency: leaves room for the transition band. */
const CUTOFF_FRACTION = 0.94;

let kernelTable: Float64Array | undefined;

/** Blackman-windowed sinc sampled on [0, ZERO_CROSSINGS], built once. */
function kernel(): Float64Array {
  if (kernelTable) return kernelTable;
  const size = ZERO_CROSSINGS * TABLE_RESOLUTION + 2;
  const table = new Float64Array(size);
  for (let index = 0; index < size; index += 1) {
    const x = index / TABLE_RESOLUTION;
    if (x >= ZERO_CROSSINGS) continue;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
    const phase = (Math.PI * x) / ZERO_CROSSINGS;
    table[index] = sinc * (0.42 + 0.5 * Math.cos(phase) + 0.08 * Math.cos(2 * phase));
  }
  kernelTable = table;
  return table;
}

function tap(table: Float64Array, distance: number): number {
  const position = Math.abs(distance) * TABLE_RESOLUTION;
  const index = Math.floor(position);
  const fraction = position - index;
  const low = table[index] ?? 0;
  const high = table[index + 1] ?? 0;
  return low + (high - low) * fraction;
}

/**
 * Converts mono samples at `sampleRate` to 16 kHz with a band-limited (Blackman-windowed sinc)
 * interpolator: when downsampling, the filter cuts below the new Nyquist frequency so energy
 * above 8 kHz does not alias into the speech band. Each output sample is normalised by the sum
 * of its taps, which keeps DC and the edges of the signal at unit gain.
 * Throws RangeError for a non-positive or non-finite rate.
 */
export function resampleTo16k(samples: Float32Array, sampleRate: number): Float32Array {
  if (!Number.isFinite(sampleRate) || sampleRate <= 0)
    throw new RangeError(`Invalid sample rate ${sampleRate}.`);
  if (sampleRate === TARGET_SAMPLE_RATE) return samples.slice();
  const ratio = TARGET_SAMPLE_RATE / sampleRate;
  const outputLength = Math.round(samples.length * ratio);
  const cutoff = Math.min(1, ratio) * CUTOFF_FRACTION;
  const halfWidth = ZERO_CROSSINGS / cutoff;
  const table = kernel();
  const output = new Float32Array(outputLength);
  for (let outIndex = 0; outIndex < outputLength; outIndex += 1) {
    const centre = outIndex / ratio;
    const first = Math.max(0, Math.ceil(centre - halfWidth));
    const last = Math.min(samples.length - 1, Math.floor(centre + halfWidth));
    let sum = 0;
    let weights = 0;
    for (let inIndex = first; inIndex <= last; inIndex += 1) {
      const weight = tap(table, (centre - inIndex) * cutoff);
      sum += (samples[inIndex] ?? 0) * weight;
      weights += weight;
    }
    output[outIndex] = weights > 0 ? sum / weights : 0;
  }
  return output;
}
