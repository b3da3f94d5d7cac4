import type { FastifyBaseLogger } from 'fastify';
import { questionTypeNames, type AiFeedback, type QuestionType } from '@prepwise/contracts';
import type { AppConfig } from '../../config.js';
import type { OpenScore } from './open-answer.js';

const timeoutMs = 30_000;

/** What the remote provider is asked about one scored answer. */
export interface FeedbackRequest {
  type: QuestionType;
  prompt: string | null;
  /** The written answer, or nothing for a spoken one (the recording is transcribed). */
  text: string | null;
  recording: { bytes: Uint8Array; fileName: string } | null;
  score: OpenScore;
}

/** Adds a transcript and written feedback to an answer the built-in scorer has scored. */
export interface RemoteFeedback {
  describe(request: FeedbackRequest): Promise<AiFeedback>;
}

/**
 * The optional OpenAI-compatible provider (`AI_BASE_URL`, `AI_API_KEY`): `/v1/audio/transcriptions`
 * for a transcript of a spoken answer and `/v1/chat/completions` for a short, encouraging comment
 * that must agree with the built-in scores (they are given to it). Undefined when not configured.
 * It only adds words: scores never come from it, and its failures never fail scoring.
 */
export function createRemoteFeedback(
  config: AppConfig['remoteAi'],
  logger: FastifyBaseLogger,
): RemoteFeedback | undefined {
  if (!config) return undefined;
  const headers = { authorization: `Bearer ${config.apiKey}` };

  async function call(path: string, init: RequestInit): Promise<unknown> {
    const response = await fetch(`${config!.baseUrl}${path}`, {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  }

  async function transcribe(recording: NonNullable<FeedbackRequest['recording']>): Promise<string | null> {
    const form = new FormData();
    form.append('model', config!.transcriptionModel);
    form.append('file', new Blob([Buffer.from(recording.bytes)]), recording.fileName);
    const body = (await call('/v1/audio/transcriptions', { method: 'POST', body: form })) as {
      text?: unknown;
    };
    return typeof body.text === 'string' ? body.text.trim() : null;
  }

  async function comment(request: FeedbackRequest, transcript: string | null): Promise<string | null> {
    const traits = Object.entries(request.score.traits)
      .map(([name, trait]) => `${name} ${trait.score}/${trait.max}`)
      .join(', ');
    const body = (await call('/v1/chat/completions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        model: config!.chatModel,
        temperature: 0.2,
        messages: [
          {
            role: 'system',
            content:
              'You are an English exam tutor. In at most four sentences, tell the learner what went well and the one ' +
              'or two most useful things to improve. The scores given are final: do not change or contradict them.',
          },
          {
            role: 'user',
            content: [
              `Task: ${questionTypeNames[request.type]}`,
              request.prompt ? `Prompt: ${request.prompt}` : null,
              `Answer: ${request.text ?? transcript ?? '(no transcript)'}`,
              `Scores: ${traits} (total ${request.score.score}/${request.score.max})`,
            ]
              .filter(Boolean)
              .join('\n'),
          },
        ],
      }),
    })) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    return typeof content === 'string' ? content.trim() : null;
  }

  return {
    async describe(request) {
      let transcript: string | null = null;
      let text: string | null = null;
      try {
        if (request.recording) transcript = await transcribe(request.recording);
        text = await comment(request, transcript);
      } catch (error) {
        logger.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'remote AI feedback failed',
        );
      }
      return { transcript, text, model: config.chatModel };
    },
  };
}
