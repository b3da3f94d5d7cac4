/**
 * Builds packages/scoring/src/writing/grammar-ngrams.json: log-odds of symbol pairs and triples
 * (see grammar-ngrams.ts) being learner-like.
 * - learner2/3: JFLEG dev's learner sentences against their four human corrections.
 * - synthetic2/3: WordNet 3.1's example sentences and JFLEG's corrections, each with errors put
 *   in by rule (seeded, so the build is repeatable), against the same sentences as written.
 * Only symbol sequences seen at least MIN_COUNT times are kept; no sentence is stored.
 * Usage: npm run scoring:grammar-ngrams -- [--data <folder>]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGRAM_TABLES, sentenceSymbols, sequencesOf } from '../src/writing/grammar-ngrams.js';
import type { GrammarNgramsFile } from '../src/writing/grammar-ngrams.js';
import { analyseText } from '../src/writing/text-analysis.js';
import { WORDNET_LICENCE } from './build-related-words.js';
import { dictFolder } from './wordnet-relations.js';
import { fromRepositoryRoot, readJfleg, resolveDataFolder } from './writing-data.js';

const MIN_COUNT = 3;
/** Added to each count so that a sequence seen on one side only gets a finite log-odds. */
const SMOOTHING = 0.5;
const OUTPUT = 'packages/scoring/src/writing/grammar-ngrams.json';
const PREPOSITIONS = ['in', 'on', 'at', 'for', 'to', 'of', 'with', 'by', 'from', 'about'];
/** Agreement and number slips: a symbol and the one a learner writes instead. */
const SWAPS: Record<string, string> = {
  is: 'are',
  are: 'is',
  was: 'were',
  were: 'was',
  has: 'have',
  have: 'has',
  does: 'do',
  do: 'does',
  a: 'an',
  an: 'a',
  V: 'Vs',
  Vs: 'V',
  Ved: 'V',
  N: 'Ns',
  Ns: 'N',
  this: 'these',
  these: 'this',
  much: 'many',
  many: 'much',
};
/** Verb and word form slips. */
const FORMS: Record<string, string[]> = {
  V: ['Vs', 'Ved', 'Ving'],
  Vs: ['V', 'Ving'],
  Ved: ['V', 'Ving'],
  Ving: ['V', 'Ved'],
  ADJ: ['ADV'],
  ADV: ['ADJ'],
};
const FORMS_OF_BE = new Set(['is', 'are', 'was', 'were', 'am']);
const DETERMINERS = new Set(['the', 'a', 'an']);

/** A deterministic sequence in [0, 1), so the table is the same on every build. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * Puts the errors learners make most often into a correct sentence's symbols: a missing or an
 * unneeded determiner, a wrong preposition, a missing "be", broken agreement or number, a wrong
 * verb or word form.
 */
export function addLearnerErrors(symbols: string[], random: () => number): string[] {
  const changed: string[] = [];
  symbols.forEach((symbol, index) => {
    const draw = random();
    const pick = (options: string[]): string => options[Math.floor(random() * options.length)] ?? symbol;
    const swap = SWAPS[symbol];
    const forms = FORMS[symbol];
    if (DETERMINERS.has(symbol) && draw < 0.15) return;
    if (symbol === 'N' && symbols[index - 1] !== 'the' && draw < 0.04) changed.push('the', symbol);
    else if (PREPOSITIONS.includes(symbol) && draw < 0.12) changed.push(pick(PREPOSITIONS));
    else if (FORMS_OF_BE.has(symbol) && draw < 0.06) return;
    else if (swap && draw < 0.1) changed.push(swap);
    else if (forms && draw < 0.06) changed.push(pick(forms));
    else changed.push(symbol);
  });
  return changed;
}

function countSequences(
  sentences: string[][],
  order: number,
): { counts: Map<string, number>; total: number } {
  const counts = new Map<string, number>();
  const sequences = sequencesOf(sentences, order);
  for (const sequence of sequences) counts.set(sequence, (counts.get(sequence) ?? 0) + 1);
  return { counts, total: sequences.length };
}

/** Log-odds of each sequence between the learner-like and the correct side, rounded to 0.01. */
export function logOdds(learnerLike: string[][], correct: string[][], order: number): Record<string, number> {
  const left = countSequences(learnerLike, order);
  const right = countSequences(correct, order);
  const scores: Record<string, number> = {};
  for (const sequence of [...new Set([...left.counts.keys(), ...right.counts.keys()])].sort()) {
    const learner = left.counts.get(sequence) ?? 0;
    const plain = right.counts.get(sequence) ?? 0;
    if (learner + plain < MIN_COUNT) continue;
    const score = Math.log((learner + SMOOTHING) / left.total) - Math.log((plain + SMOOTHING) / right.total);
    scores[sequence] = Math.round(score * 100) / 100;
  }
  return scores;
}

/** WordNet's example sentences (quoted in the glosses) of at least 12 characters. */
function wordNetExamples(): string[] {
  const folder = dictFolder();
  return ['noun', 'verb', 'adj', 'adv'].flatMap((file) =>
    [...readFileSync(join(folder, `data.${file}`), 'utf8').matchAll(/"([^"]{12,})"/g)].map((match) =>
      (match[1] ?? '').trim(),
    ),
  );
}

const symbolsOf = (texts: string[]): string[][] =>
  texts.flatMap((text) => sentenceSymbols(analyseText(text)));

function main(): void {
  const { sources, references } = readJfleg(resolveDataFolder(process.argv));
  const corrections = symbolsOf(references.flat());
  const correct = [...symbolsOf(wordNetExamples()), ...corrections];
  const random = seededRandom(7);
  const withErrors = correct.map((symbols) => addLearnerErrors(symbols, random));
  const learner = symbolsOf(sources);
  const tables = Object.fromEntries(
    NGRAM_TABLES.map((name) => {
      const order = Number(name.slice(-1));
      return [
        name,
        name.startsWith('learner')
          ? logOdds(learner, corrections, order)
          : logOdds(withErrors, correct, order),
      ];
    }),
  );
  const file: GrammarNgramsFile = {
    source:
      'Built by packages/scoring/scripts/build-grammar-ngrams.ts: learner2/3 from JFLEG dev (Napoles et al. 2017), ' +
      'learner sentences against their corrections; synthetic2/3 from WordNet 3.1 example sentences and the JFLEG ' +
      'corrections with rule-made learner errors. Only counts of part-of-speech and function-word sequences are stored.',
    licence: `learner2/3 and synthetic2/3 derive from JFLEG (CC BY-NC-SA 4.0): non-commercial. ${WORDNET_LICENCE}`,
    tables,
  };
  const path = fromRepositoryRoot(OUTPUT);
  writeFileSync(path, `${JSON.stringify(file)}\n`);
  console.log(
    `${OUTPUT}: ${NGRAM_TABLES.map((name) => `${name} ${Object.keys(tables[name] ?? {}).length}`).join(', ')}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
