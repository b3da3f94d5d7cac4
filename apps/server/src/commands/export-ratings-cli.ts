import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { databaseOptionsFor, openDatabase } from '../db/client.js';
import { exportRatedWriting } from '../modules/assignments/rated-answers.js';

/**
 * `npm run scoring:export-ratings -- --out <folder> [--class <id>]`: the written answers a
 * school's teachers signed, as rated data (`<folder>/ellipse-dev/essays.csv`), on the database
 * the app is configured with (DATABASE_URL, or PGlite under DATA_DIR). Then
 * `npm run scoring:fit -- --data <folder> --out <weights.json>` refits the writing scorer on them.
 */
const { values } = parseArgs({
  options: { out: { type: 'string' }, class: { type: 'string' } },
});
if (!values.out) {
  console.error('usage: npm run scoring:export-ratings -- --out <folder> [--class <class id>]');
  process.exit(2);
}
const database = await openDatabase(databaseOptionsFor(loadConfig()));
try {
  const { csv, rows } = await exportRatedWriting(database.db, values.class);
  const folder = join(resolve(values.out), 'ellipse-dev');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'essays.csv'), csv);
  console.log(`${rows} teacher-rated written answers -> ${join(folder, 'essays.csv')}`);
} finally {
  await database.close();
}
