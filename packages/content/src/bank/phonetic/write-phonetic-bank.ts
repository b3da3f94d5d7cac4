import { writeFileSync } from 'node:fs';
import { buildPhoneticQuestions } from './phonetic-questions.js';

/** Regenerates phonetic-bank.json (run after changing the generator or its word list). */
const file = new URL('./phonetic-bank.json', import.meta.url);
const items = buildPhoneticQuestions();
writeFileSync(file, `${JSON.stringify(items, null, 2)}\n`);
console.log(`wrote ${items.length} phonetic items`);
