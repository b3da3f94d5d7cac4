/**
 * Phonetics solver benchmark: the project's own teacher-style items (packages/content/src/phonetics/teacher-items.jsonl,
 * written for this project) solved through the `phonetics solve` line handler; reports how many
 * are answered, how many are right, and the precision on the answered ones, overall, per kind
 * and per tag (repeated letters, dictionary variants, endings, unknown words, ...).
 * Usage: node --import tsx bench/phonetics/run.ts [--items file.jsonl] [--json]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { solveLine } from '../../packages/content/src/cli/phonetics-commands.js';

interface BenchItem {
  id: string;
  kind: string;
  tags?: string[];
  answer: number;
}

interface Tally {
  items: number;
  answered: number;
  right: number;
}

const argv = process.argv.slice(2);
const itemsAt = argv.indexOf('--items');
const file =
  itemsAt >= 0 && argv[itemsAt + 1]
    ? argv[itemsAt + 1]
    : fileURLToPath(new URL('../../packages/content/src/phonetics/teacher-items.jsonl', import.meta.url));
const lines = readFileSync(file ?? '', 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

const tallies = new Map<string, Tally>();
const wrong: string[] = [];
function count(group: string, answered: boolean, right: boolean): void {
  const tally = tallies.get(group) ?? { items: 0, answered: 0, right: 0 };
  tally.items += 1;
  if (answered) tally.answered += 1;
  if (right) tally.right += 1;
  tallies.set(group, tally);
}

for (const line of lines) {
  const item = JSON.parse(line) as BenchItem;
  // The expected answer and the tags are the bench's own; the solver sees the rest of the line.
  const { answer: expected, tags = [], ...question } = item;
  const solved = solveLine(JSON.stringify(question));
  const given = 'answer' in solved ? solved.answer : null;
  const answered = given !== null;
  const right = given === expected;
  if (answered && !right) wrong.push(`${item.id}: gave ${given}, expected ${expected}`);
  for (const group of ['all', item.kind, ...tags.map((tag) => `${item.kind}/${tag}`)])
    count(group, answered, right);
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`;
const rows = [...tallies.entries()].map(([group, tally]) => ({
  group,
  ...tally,
  rightShare: percent(tally.right, tally.items),
  precision: percent(tally.right, tally.answered),
}));
if (argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify({ rows, wrong }, null, 2)}\n`);
} else {
  process.stdout.write(
    '| group | items | answered | right | right / items | precision (right / answered) |\n',
  );
  process.stdout.write('|---|---|---|---|---|---|\n');
  for (const row of rows) {
    process.stdout.write(
      `| ${row.group} | ${row.items} | ${row.answered} | ${row.right} | ${row.rightShare} | ${row.precision} |\n`,
    );
  }
  if (wrong.length > 0)
    process.stdout.write(`\nWrong answers:\n${wrong.map((entry) => `- ${entry}`).join('\n')}\n`);
}
