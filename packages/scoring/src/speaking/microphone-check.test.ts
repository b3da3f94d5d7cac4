import { beforeAll, describe, expect, it } from 'vitest';
import { spokenSamples16k } from '../../../../test-fixtures/speech/speech-fixtures.js';
import { checkMicrophone, CLIPPED_SHARE_LIMIT } from './microphone-check.js';
import { loadRecognizer } from './index.js';

const RATE = 16_000;
/** A committed espeak-ng fixture (the same sentence the speech scorer's tests read). */
const speech = () =>
  spokenSamples16k('The library will extend its opening hours during the examination period.');

function scaled(samples: Float32Array, gain: number): Float32Array {
  return samples.map((value) => Math.max(-1, Math.min(1, value * gain)));
}

/** A 1 kHz beep of 0.4 s every second (what a fake or faulty input device often gives). */
function beeps(seconds: number): Float32Array {
  const samples = new Float32Array(seconds * RATE);
  for (let index = 0; index < samples.length; index += 1)
    if (index % RATE < 0.4 * RATE) samples[index] = 0.3 * Math.sin((2 * Math.PI * 1000 * index) / RATE);
  return samples;
}

/** Deterministic white noise at a steady level (a fan, a hiss). */
function noise(seconds: number, amplitude: number): Float32Array {
  let state = 12_345;
  return Float32Array.from({ length: seconds * RATE }, () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return amplitude * (state / 4_294_967_296 - 0.5);
  });
}

describe('checkMicrophone', () => {
  beforeAll(async () => {
    await loadRecognizer();
  }, 30_000);

  it('hears clear speech at a usable level', async () => {
    const check = await checkMicrophone(speech());
    expect(check).toMatchObject({ verdict: 'ok', speechHeard: true, clippedShare: 0 });
    expect(check.speechSeconds).toBeGreaterThan(2);
    expect(check.peakDb).toBeGreaterThan(-35);
  }, 20_000);

  it('calls digital silence and a muted microphone silent', async () => {
    expect((await checkMicrophone(new Float32Array(3 * RATE))).verdict).toBe('silent');
    expect((await checkMicrophone(scaled(speech(), 0.002))).verdict).toBe('silent');
  });

  it('calls faint speech quiet, still heard', async () => {
    const check = await checkMicrophone(scaled(speech(), 0.04));
    expect(check).toMatchObject({ verdict: 'quiet', speechHeard: true });
  }, 20_000);

  it('calls speech cut off at full scale clipped', async () => {
    const check = await checkMicrophone(scaled(speech(), 12));
    expect(check.verdict).toBe('clipped');
    expect(check.clippedShare).toBeGreaterThan(CLIPPED_SHARE_LIMIT);
  }, 20_000);

  it('hears no speech in beeps or steady noise, however loud', async () => {
    const beeping = await checkMicrophone(beeps(3));
    expect(beeping).toMatchObject({ verdict: 'noSpeech', speechHeard: false });
    expect(beeping.speechSeconds).toBeGreaterThan(0.4);
    expect((await checkMicrophone(noise(3, 0.3))).verdict).toBe('noSpeech');
  }, 20_000);
});
