import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildOpenQuestion, buildUser, type BuiltUser } from '../../../test/factories.js';
import { synthesiseFlac, uploadRecording } from '../../../test/recordings.js';
import { insertLedgerEntries } from '../entitlements/entitlements.repository.js';

interface Received {
  path: string;
  authorization: string | undefined;
  body: Buffer;
}

/** A local stand-in for an OpenAI-compatible provider: records requests, answers like the real API. */
function startFakeProvider(failing: () => boolean) {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: Buffer.concat(chunks),
      });
      response.setHeader('content-type', 'application/json');
      if (failing()) {
        response.statusCode = 500;
        response.end('{"error":{"message":"overloaded"}}');
      } else if (request.url === '/v1/audio/transcriptions') {
        response.end(JSON.stringify({ text: ' The library will extend its opening hours. ' }));
      } else {
        response.end(JSON.stringify({ choices: [{ message: { content: 'Clear and steady reading.' } }] }));
      }
    });
  });
  return { server, received };
}

let context: TestContext;
let provider: ReturnType<typeof startFakeProvider>;
let failing = false;
let readAloud: number;
const text = 'The library will extend its opening hours during the examination period.';

beforeAll(async () => {
  provider = startFakeProvider(() => failing);
  await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
  const { port } = provider.server.address() as AddressInfo;
  context = await createTestContext({
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_API_KEY: 'sk-test-key',
  });
  readAloud = await buildOpenQuestion(context, { type: 'SPEAKING_READ_ALOUD', text });
});
afterAll(async () => {
  await context.close();
  provider.server.close();
});

async function scoreReading(user: BuiltUser) {
  await insertLedgerEntries(context.deps.db, [
    { userId: user.id, resource: 'ai_scoring', amount: 1, source: 'test', sourceId: 'g' },
  ]);
  const audioKey = await uploadRecording(context, user, synthesiseFlac(text).bytes);
  const post = (url: string, payload: Record<string, unknown>) =>
    context.app.inject({ method: 'POST', url, headers: user.auth, payload });
  const examId = (await post('/api/start-exam', { questionIds: [readAloud] })).json().data.examId as string;
  await post('/api/answers', { examId, questionId: readAloud, response: { audioKey } });
  await post('/api/finish-exam', { examId });
  await context.app.inject({ url: `/api/test/score-exam/${examId}`, headers: user.auth });
  await context.drainJobs();
  return (await post('/api/resume-exam', { examId })).json().data.answers[0];
}

describe('the optional OpenAI-compatible provider', () => {
  it('adds a transcript and a comment that is given the built-in scores', async () => {
    const answer = await scoreReading(await buildUser(context));
    expect(answer.status).toBe('SCORED');
    expect(answer.aiFeedback).toEqual({
      transcript: 'The library will extend its opening hours.',
      text: 'Clear and steady reading.',
      model: 'gpt-4o-mini',
    });
    const [transcription, chat] = provider.received.slice(-2);
    expect(transcription?.path).toBe('/v1/audio/transcriptions');
    expect(transcription?.authorization).toBe('Bearer sk-test-key');
    const form = transcription?.body.toString('latin1') ?? '';
    expect(form).toContain('name="model"');
    expect(form).toContain('whisper-1');
    expect(form).toContain('fLaC');
    expect(chat?.path).toBe('/v1/chat/completions');
    const request = JSON.parse(chat?.body.toString() ?? '{}');
    expect(request.model).toBe('gpt-4o-mini');
    expect(request.messages[1].content).toContain(`total ${answer.score}/15`);
    expect(request.messages[1].content).toContain('The library will extend its opening hours.');
  }, 60_000);

  it('never fails scoring when the provider fails', async () => {
    failing = true;
    const answer = await scoreReading(await buildUser(context));
    failing = false;
    expect(answer.status).toBe('SCORED');
    expect(answer.traits.content.score).toBeGreaterThan(0);
    expect(answer.aiFeedback).toEqual({ transcript: null, text: null, model: 'gpt-4o-mini' });
  }, 60_000);
});
