import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { databaseOptionsFor, openDatabase } from '../db/client.js';
import { exportRatedWriting } from '../modules/assignments/rated-answers.js';
import { exportRatedSpeaking } from '../modules/assignments/rated-speaking.js';
import { createObjectStorage } from '../storage/create-storage.js';

/**
 * `npm run scoring:export-ratings -- --out <folder> [--class <id>]`: the open answers a school's
 * teachers signed, as rated data, on the database and file storage the app is configured with
 * (DATABASE_URL, or PGlite under DATA_DIR; STORAGE_DRIVER): written answers in ELLIPSE's layout
 * (`<folder>/ellipse-dev/essays.csv`) and read-aloud and repeat-sentence recordings in
 * speechocean762's (`<folder>/speaking/labels.jsonl` and `audio/*.wav`). Then
 * `npm run scoring:fit -- --data <folder> --out <weights.json>` refits the writing scorer and
 * `npm run speaking:fit -- --data <folder>/speaking --out <weights.json>` the speaking one.
 */
const { values } = parseArgs({
  options: { out: { type: 'string' }, class: { type: 'string' } },
});
if (!values.out) {
  console.error('usage: npm run scoring:export-ratings -- --out <folder> [--class <class id>]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(databaseOptionsFor(config));
try {
  const { csv, rows } = await exportRatedWriting(database.db, values.class);
  const folder = join(resolve(values.out), 'ellipse-dev');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'essays.csv'), csv);
  console.log(`${rows} teacher-rated written answers -> ${join(folder, 'essays.csv')}`);
  const speaking = join(resolve(values.out), 'speaking');
  const spoken = await exportRatedSpeaking(
    database.db,
    await createObjectStorage(config),
    speaking,
    values.class,
  );
  const skipped =
    spoken.skipped > 0
      ? ` (${spoken.skipped} skipped: no readable recording, teacher's traits or reference text)`
      : '';
  console.log(`${spoken.rows} teacher-rated spoken answers -> ${join(speaking, 'labels.jsonl')}${skipped}`);
} finally {
  await database.close();
}
