import { readFileSync, writeFileSync } from 'node:fs';
import { loadConfig } from '../config.js';
import { databaseOptionsFor, migrateDatabase, openDatabase } from '../db/client.js';
import { exportQuestions, importQuestions } from '../modules/questions/question-import.service.js';
import { formatQuestionFile, parseQuestionFile } from '../modules/questions/question-files.js';

const usage = `usage:
  npm run content -- import <file.json|file.jsonl|file.csv>
  npm run content -- export [file.json|file.csv]   (stdout as JSON without a file)`;

/** Imports or exports the question bank of the configured database (DATA_DIR or DATABASE_URL). */
async function main(argv: string[]): Promise<number> {
  const [command, file] = argv;
  if (command !== 'import' && command !== 'export') {
    console.error(usage);
    return 2;
  }
  const database = await openDatabase(databaseOptionsFor(loadConfig()));
  try {
    await migrateDatabase(database);
    if (command === 'export') {
      const text = formatQuestionFile(
        await exportQuestions(database.db),
        file?.endsWith('.csv') ? 'csv' : 'json',
      );
      if (file) writeFileSync(file, text);
      else process.stdout.write(text);
      return 0;
    }
    if (!file) {
      console.error(usage);
      return 2;
    }
    const result = await importQuestions(database.db, parseQuestionFile(file, readFileSync(file, 'utf8')));
    if (result.problems.length > 0) {
      for (const problem of result.problems)
        console.error(`line ${problem.line}: ${problem.field}: ${problem.message}`);
      console.error(`nothing imported: ${result.problems.length} problem(s)`);
      return 1;
    }
    console.log(`imported ${result.imported} question(s)`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
