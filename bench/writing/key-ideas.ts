import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { analyseText } from '../../packages/scoring/src/writing/text-analysis.js';
import { stemOf } from '../../packages/scoring/src/writing/key-idea-matching.js';
import { scoreWriting } from '../../packages/scoring/src/writing/index.js';
import type { WritingTaskType } from '../../packages/scoring/src/writing/types.js';

/**
 * `npm run bench:writing:key-ideas`: how many key ideas the content check finds when an answer
 * says them in other words, and how many it finds that the answer does not say.
 *
 * The answers are the project's own (`key-idea-answers.json`): four bank items, each answered once
 * with most of its key ideas said in other words, with a hand label of the ideas each answer says.
 * Every answer is also scored against the other three items' key ideas (none said: any idea found
 * there is a false find). The baseline, in the same run, is the keyword matching the scorer used
 * before (every word of the idea, by a crude stem, anywhere in the answer). Deterministic.
 */
interface Answer {
  item: number;
  task: WritingTaskType;
  text: string;
  says: string[];
}

interface BankItem {
  id: number;
  text?: string;
  description?: string;
  keyword: string;
}

const root = new URL('../../', import.meta.url);
const answers = (
  JSON.parse(readFileSync(new URL('bench/writing/key-idea-answers.json', root), 'utf8')) as {
    answers: Answer[];
  }
).answers;
const bank = new Map<number, BankItem>();
for (const file of ['WRITING_ESSAY', 'WRITING_SUMMARIZE_WRITTEN_TEXT']) {
  const items = JSON.parse(
    readFileSync(new URL(`packages/content/src/bank/pte/${file}.json`, root), 'utf8'),
  ) as BankItem[];
  for (const item of items) bank.set(item.id, item);
}

function keywordsOf(item: BankItem): string[] {
  return item.keyword.split(',').map((keyword) => keyword.trim());
}

/** The ideas the scorer says are covered. */
function foundByScorer(answer: Answer, item: BankItem, task: WritingTaskType): Set<string> {
  const result = scoreWriting(task, {
    response: answer.text,
    prompt: item.text,
    source: item.description,
    keywords: keywordsOf(item),
  });
  const found = new Set<string>();
  for (const record of result.traits.content?.evidence ?? []) {
    if (record.kind === 'keyword-covered' && typeof record.message === 'object' && record.message !== null) {
      found.add(String(record.message.params.idea));
    }
  }
  return found;
}

/** The baseline: the matching of main before meaning (every word's stem anywhere in the answer). */
function foundByKeywords(answer: Answer, item: BankItem): Set<string> {
  const tokens = analyseText(answer.text).tokens.filter((token) => token.isWord);
  const stems = new Set(tokens.flatMap((token) => [stemOf(token.lemma), stemOf(token.text)]));
  return new Set(
    keywordsOf(item).filter((keyword) =>
      keyword
        .split(/\s+/)
        .map(stemOf)
        .every((stem) => stems.has(stem)),
    ),
  );
}

interface Tally {
  said: number;
  found: number;
  falseFinds: number;
  crossFinds: number;
  crossIdeas: number;
}

const empty = (): Tally => ({ said: 0, found: 0, falseFinds: 0, crossFinds: 0, crossIdeas: 0 });
const tallies = { baseline: empty(), meaning: empty() };
const rows: string[] = [];
const crossList: string[] = [];
for (const answer of answers) {
  const own = bank.get(answer.item)!;
  const says = new Set(answer.says);
  const cells: string[] = [];
  for (const [name, find] of [
    ['baseline', () => foundByKeywords(answer, own)],
    ['meaning', () => foundByScorer(answer, own, answer.task)],
  ] as const) {
    const found = find();
    const tally = tallies[name];
    const right = [...found].filter((idea) => says.has(idea)).length;
    tally.said += says.size;
    tally.found += right;
    tally.falseFinds += found.size - right;
    cells.push(`${right} of ${says.size} (${found.size - right} not said)`);
    for (const other of answers) {
      if (other.item === answer.item) continue;
      const item = bank.get(other.item)!;
      const cross =
        name === 'baseline' ? foundByKeywords(answer, item) : foundByScorer(answer, item, other.task);
      tally.crossFinds += cross.size;
      if (name === 'meaning')
        for (const idea of cross) crossList.push(`${answer.item} → ${other.item}: “${idea}”`);
      tally.crossIdeas += keywordsOf(item).length;
    }
  }
  rows.push(
    `| ${answer.item} (${answer.task}) | ${bank.get(answer.item)!.keyword.split(',').length} | ${cells.join(' | ')} |`,
  );
}

const share = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}, Node ${process.version}`);
console.log('');
console.log('| Item | Key ideas | Keyword matching (baseline) | On meaning |');
console.log('| --- | ---: | --- | --- |');
for (const row of rows) console.log(row);
console.log('');
console.log('| | Keyword matching (baseline) | On meaning |');
console.log('| --- | ---: | ---: |');
const { baseline, meaning } = tallies;
console.log(
  `| Ideas said and found | ${share(baseline.found, baseline.said)} (${baseline.found} of ${baseline.said}) | ${share(meaning.found, meaning.said)} (${meaning.found} of ${meaning.said}) |`,
);
console.log(`| Found but not said (own item) | ${baseline.falseFinds} | ${meaning.falseFinds} |`);
console.log(
  `| Found in answers to other items | ${share(baseline.crossFinds, baseline.crossIdeas)} (${baseline.crossFinds} of ${baseline.crossIdeas}) | ${share(meaning.crossFinds, meaning.crossIdeas)} (${meaning.crossFinds} of ${meaning.crossIdeas}) |`,
);
console.log('');
console.log(`Ideas of other items found on meaning: ${crossList.join('; ') || 'none'}`);
