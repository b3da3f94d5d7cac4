import { createInterface } from 'node:readline';
import { scoreLine, scoreLineSchema, type SpeakingScorer } from './score-line.js';

/**
 * Batch scoring for benchmarks and schools: `npm run --silent score < in.jsonl > out.jsonl`.
 * One JSON object per line in and out, in order; a bad line gives `{id, error}` and the run goes on.
 */
export async function runScoreCli(
  input: NodeJS.ReadableStream,
  write: (line: string) => void,
  scoreSpeech?: SpeakingScorer,
): Promise<{ scored: number; failed: number }> {
  let scored = 0;
  let failed = 0;
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const text of lines) {
    if (text.trim() === '') continue;
    let id: unknown = null;
    try {
      const raw: unknown = JSON.parse(text);
      id = typeof raw === 'object' && raw !== null && 'id' in raw ? raw.id : null;
      const parsed = scoreLineSchema.safeParse(raw);
      if (!parsed.success) {
        throw new Error(
          parsed.error.issues
            .map((issue) => `${issue.path.join('.') || 'line'}: ${issue.message}`)
            .join('; '),
        );
      }
      write(JSON.stringify(await scoreLine(parsed.data, scoreSpeech)));
      scored += 1;
    } catch (error) {
      write(JSON.stringify({ id, error: error instanceof Error ? error.message : String(error) }));
      failed += 1;
    }
  }
  return { scored, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { loadSpeakingScorer } = await import('./speaking-scorer.js');
  const summary = await runScoreCli(
    process.stdin,
    (line) => process.stdout.write(`${line}\n`),
    await loadSpeakingScorer(),
  );
  process.stderr.write(`scored ${summary.scored}, failed ${summary.failed}\n`);
}
