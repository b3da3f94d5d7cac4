import type { AiFeedback, QuestionType } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { QuestionRow } from '../questions/index.js';
import type { OpenScore } from './open-answer.js';

/**
 * Asks the optional remote provider for a transcript (spoken answers) and a comment on a scored
 * answer; null when no provider is configured. Never throws: the provider only adds words.
 */
export async function describeRemotely(
  deps: AppDeps,
  question: QuestionRow,
  response: Record<string, unknown>,
  score: OpenScore,
): Promise<AiFeedback | null> {
  if (!deps.remoteFeedback) return null;
  const audioKey = typeof response.audioKey === 'string' ? response.audioKey : null;
  const bytes = audioKey ? await deps.storage.get(audioKey) : null;
  return deps.remoteFeedback.describe({
    type: question.type as QuestionType,
    prompt: question.text ?? question.description,
    text: typeof response.text === 'string' ? response.text : null,
    recording: bytes && audioKey ? { bytes, fileName: audioKey.split('/').pop() ?? 'answer.flac' } : null,
    score,
  });
}
