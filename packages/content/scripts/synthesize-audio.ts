import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pteQuestionTypes } from '@prepwise/contracts';
import { planAudio, wordsPerMinute } from './lib/audio-plan.js';
import { assetsDirectory, readBankFile, writeBankFile } from './lib/bank-files.js';
import { synthesise } from './lib/speech.js';

const usage = `usage: node --import tsx packages/content/scripts/synthesize-audio.ts [--force]
  Synthesises every PTE item's recordings into packages/content/assets/audio (espeak-ng, sox,
  ffmpeg) and sets the items' audio links. Existing files are kept unless --force is given.`;

interface Tally {
  made: number;
  kept: number;
  filesUpdated: number;
}

/** Synthesises one type's recordings and links them from its items. */
async function synthesiseType(type: (typeof pteQuestionTypes)[number], force: boolean, tally: Tally) {
  const entries = await readBankFile(type);
  let linked = false;
  for (const entry of entries) {
    for (const job of planAudio(entry.item)) {
      const output = join(assetsDirectory, job.file);
      if (force || !existsSync(output)) {
        await synthesise({ ...job, wordsPerMinute, output });
        tally.made += 1;
      } else {
        tally.kept += 1;
      }
      if (entry.raw[job.field] !== job.url) {
        entry.raw[job.field] = job.url;
        linked = true;
      }
    }
  }
  if (linked && (await writeBankFile(type, entries))) tally.filesUpdated += 1;
}

/** Entry point: `[--force]`; exit code 2 on unknown arguments, 1 on failure. */
async function main(args: readonly string[]): Promise<number> {
  const unknown = args.filter((arg) => arg !== '--force');
  if (unknown.length > 0) {
    console.error(usage);
    return 2;
  }
  const tally: Tally = { made: 0, kept: 0, filesUpdated: 0 };
  for (const type of pteQuestionTypes) await synthesiseType(type, args.includes('--force'), tally);
  console.log(
    `audio: ${tally.made} synthesised, ${tally.kept} already present; ${tally.filesUpdated} bank file(s) relinked`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
