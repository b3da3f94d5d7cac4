import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { synthesiseFlac, uploadRecording } from '../../../test/recordings.js';
import { encodeWav16 } from '../../audio/index.js';

let context: TestContext;
let learner: BuiltUser;
let other: BuiltUser;

beforeAll(async () => {
  context = await createTestContext();
  learner = await buildUser(context);
  other = await buildUser(context);
});
afterAll(async () => {
  await context.close();
});

const SPOKEN = 'The library will extend its opening hours during the examination period.';
const silentWav = (seconds: number) => encodeWav16(new Float32Array(seconds * 16_000), 16_000);

const check = (user: BuiltUser | null, payload: unknown) =>
  context.app.inject({
    method: 'POST',
    url: '/api/microphone-check',
    ...(user ? { headers: user.auth } : {}),
    payload: payload as Record<string, unknown>,
  });

describe('POST /api/microphone-check', () => {
  it('hears speech in a spoken test recording', async () => {
    const audioKey = await uploadRecording(context, learner, synthesiseFlac(SPOKEN).bytes);
    const response = await check(learner, { audioKey });
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ verdict: 'ok', speechHeard: true, clippedShare: 0 });
    expect(result.speechSeconds).toBeGreaterThan(2);
  }, 30_000);

  it('says a silent recording is silent', async () => {
    const audioKey = await uploadRecording(context, learner, silentWav(3), 'audio/wav');
    const response = await check(learner, { audioKey });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ verdict: 'silent', speechHeard: false });
  });

  it("refuses another learner's recording, a long one and a key that is no recording", async () => {
    const theirs = await uploadRecording(context, other, silentWav(3), 'audio/wav');
    const refused = await check(learner, { audioKey: theirs });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/not uploaded/);

    const long = await uploadRecording(context, learner, silentWav(16), 'audio/wav');
    const tooLong = await check(learner, { audioKey: long });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/at most 15 seconds/);

    const bad = await check(learner, { audioKey: '../../etc/passwd' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toEqual([expect.objectContaining({ field: 'audioKey' })]);
  });

  it('needs a signed-in learner', async () => {
    const response = await check(null, { audioKey: 'answers/x.flac' });
    expect(response.statusCode).toBe(401);
  });
});
