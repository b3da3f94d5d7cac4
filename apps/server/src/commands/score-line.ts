import { z } from 'zod';
import { questionTypeSchema } from '@prepwise/contracts';
import { scoreWriting, type WritingTaskType } from '@prepwise/scoring/writing';

const writingTypes = ['WRITING_SUMMARIZE_WRITTEN_TEXT', 'WRITING_ESSAY', 'SUMMARIZE_SPOKEN_TEXT'] as const;

export const scoreLineSchema = z.object({
  id: z.union([z.string(), z.number()]),
  type: questionTypeSchema,
  question: z
    .object({
      text: z.string().nullish(),
      description: z.string().nullish(),
      keyword: z.string().nullish(),
      phraseHints: z.string().nullish(),
      expectAnswer: z.string().nullish(),
    })
    .loose()
    .default({}),
  response: z.union([
    z.object({ text: z.string().max(200_000) }),
    z.object({ audioPath: z.string().min(1) }),
  ]),
});
export type ScoreLine = z.infer<typeof scoreLineSchema>;

export interface ScoreOutput {
  id: string | number;
  type: string;
  traits: Record<string, { score: number; max: number; raw: number; evidence: unknown[] }>;
  score: number;
  max: number;
}

/** Speaking needs decoded audio; the command passes a scorer for it (or none). */
export type SpeakingScorer = (line: ScoreLine & { response: { audioPath: string } }) => Promise<ScoreOutput>;

/**
 * Scores one parsed input line of the batch command: writing tasks from `response.text`,
 * speaking tasks from `response.audioPath` through `scoreSpeech`. Throws with a readable reason.
 */
export async function scoreLine(line: ScoreLine, scoreSpeech?: SpeakingScorer): Promise<ScoreOutput> {
  if ((writingTypes as readonly string[]).includes(line.type)) {
    if (!('text' in line.response)) throw new Error(`${line.type} needs response.text`);
    const keywords =
      line.question.keyword
        ?.split(',')
        .map((word) => word.trim())
        .filter(Boolean) ?? [];
    const result = scoreWriting(line.type as WritingTaskType, {
      response: line.response.text,
      ...(line.question.description ? { source: line.question.description } : {}),
      ...(line.question.text ? { prompt: line.question.text } : {}),
      ...(keywords.length > 0 ? { keywords } : {}),
    });
    return {
      id: line.id,
      type: line.type,
      traits: result.traits as unknown as ScoreOutput['traits'],
      score: result.score,
      max: result.max,
    };
  }
  if ('audioPath' in line.response) {
    if (!scoreSpeech) throw new Error(`${line.type} is not scored by this command yet`);
    return scoreSpeech(line as ScoreLine & { response: { audioPath: string } });
  }
  throw new Error(`${line.type} is not an open writing or speaking task`);
}
