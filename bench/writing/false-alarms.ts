import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findGrammarIssues } from '../../packages/scoring/src/writing/grammar.js';
import { analyseText } from '../../packages/scoring/src/writing/text-analysis.js';

/**
 * `npm run bench:writing:false-alarms`: how often the grammar checker flags correct sentences.
 * The four human corrections of JFLEG dev (`../shared/datasets/jfleg-dev/dev.ref0..3`, 754
 * sentences each) stand for correct English; the learners' own sentences (`dev.src`) are the
 * baseline in the same run (the checker should flag those far more). Sentences are checked in
 * paragraphs of `--group` (default 5) in their order, so the rules that need a previous sentence
 * (fragments, capitals) can fire. Prints the share of sentences with at least one flag, overall
 * and per rule, as a Markdown table.
 */
const { values: options } = parseArgs({
  options: {
    data: { type: 'string', default: join(process.cwd(), '..', 'shared', 'datasets', 'jfleg-dev') },
    group: { type: 'string', default: '5' },
  },
});
const group = Number(options.group);

function sentencesOf(file: string): string[] {
  return readFileSync(join(options.data, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** JFLEG is tokenised ("it 's", "do n't", "word ."): put the spacing back as a writer types it. */
function detokenise(sentence: string): string {
  return sentence
    .replace(/\s+([.,!?;:%)\]])/g, '$1')
    .replace(/([([])\s+/g, '$1')
    .replace(/\s+(n't|'s|'re|'ve|'ll|'d|'m)\b/gi, '$1')
    .replace(/\s+"\s*$/, '"');
}

interface Tally {
  sentences: number;
  flagged: number;
  byRule: Map<string, number>;
}

function check(sentences: string[]): Tally {
  const tally: Tally = { sentences: 0, flagged: 0, byRule: new Map() };
  for (let start = 0; start < sentences.length; start += group) {
    const chunk = sentences.slice(start, start + group).map(detokenise);
    const text = chunk.join(' ');
    const analysis = analyseText(text);
    const issues = findGrammarIssues(analysis);
    // Each issue belongs to the sentence its first character falls in.
    const bounds: number[] = [];
    let offset = 0;
    for (const sentence of chunk) {
      bounds.push(offset);
      offset += sentence.length + 1;
    }
    const flaggedHere = new Set<number>();
    for (const issue of issues) {
      const at = issue.start;
      let index = bounds.length - 1;
      while (index > 0 && bounds[index]! > at) index -= 1;
      flaggedHere.add(index);
      tally.byRule.set(issue.rule, (tally.byRule.get(issue.rule) ?? 0) + 1);
    }
    tally.sentences += chunk.length;
    tally.flagged += flaggedHere.size;
  }
  return tally;
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

const corrections = ['dev.ref0', 'dev.ref1', 'dev.ref2', 'dev.ref3'].map((file) => check(sentencesOf(file)));
const learners = check(sentencesOf('dev.src'));
const merged: Tally = { sentences: 0, flagged: 0, byRule: new Map() };
for (const tally of corrections) {
  merged.sentences += tally.sentences;
  merged.flagged += tally.flagged;
  for (const [rule, count] of tally.byRule) merged.byRule.set(rule, (merged.byRule.get(rule) ?? 0) + count);
}
const rules = [...new Set([...merged.byRule.keys(), ...learners.byRule.keys()])].sort();
const lines = [
  `| | sentences | flagged (share) |`,
  `| --- | ---: | ---: |`,
  `| human corrections (correct English) | ${merged.sentences} | **${merged.flagged} (${percent(merged.flagged, merged.sentences)})** |`,
  ...corrections.map(
    (tally, index) =>
      `| · correction ${index} | ${tally.sentences} | ${tally.flagged} (${percent(tally.flagged, tally.sentences)}) |`,
  ),
  `| learners' sentences (baseline) | ${learners.sentences} | ${learners.flagged} (${percent(learners.flagged, learners.sentences)}) |`,
  '',
  `| rule | flags on the corrections | flags on the learners' sentences |`,
  `| --- | ---: | ---: |`,
  ...rules.map((rule) => `| ${rule} | ${merged.byRule.get(rule) ?? 0} | ${learners.byRule.get(rule) ?? 0} |`),
];
console.log(lines.join('\n'));
