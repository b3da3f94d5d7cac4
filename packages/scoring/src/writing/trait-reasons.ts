import { scorerMessage } from '@prepwise/contracts';
import type { WritingEvidence, WritingTraitName, WritingTraitResult } from './types.js';

/** A trait at or below this share of its maximum (0 of 2, 1 of 3) is low and says why in one sentence. */
const LOW_TRAIT_SHARE = 0.4;

/** What the sentences count, from the scored text. */
export interface WritingCounts {
  words: number;
  sentences: number;
  paragraphs: number;
}

type Traits = Partial<Record<WritingTraitName, WritingTraitResult>>;

const count = (trait: WritingTraitResult, kind: WritingEvidence['kind']) =>
  trait.evidence.filter((record) => record.kind === kind).length;

const summary = (message: ReturnType<typeof scorerMessage>): WritingEvidence => ({
  start: 0,
  end: 0,
  text: '',
  kind: 'trait-summary',
  message,
});

/** The sentence for one low trait, from its own evidence and the text's counts; none for form (the length rule says it). */
function reasonFor(
  name: WritingTraitName,
  trait: WritingTraitResult,
  counts: WritingCounts,
): WritingEvidence | null {
  switch (name) {
    case 'content': {
      const covered = count(trait, 'keyword-covered');
      const total = covered + count(trait, 'keyword-missing');
      return total > 0
        ? summary(scorerMessage('contentLowIdeas', { covered, total }))
        : summary(scorerMessage('contentLowTopic'));
    }
    case 'grammar': {
      const errors = count(trait, 'grammar');
      return errors > 0
        ? summary(scorerMessage('grammarLowErrors', { count: errors, sentences: counts.sentences }))
        : summary(scorerMessage('grammarLowStructure'));
    }
    case 'spelling': {
      // With no word marked, a count would contradict the score: say nothing rather than that.
      const misspelled = count(trait, 'spelling');
      return misspelled > 0
        ? summary(scorerMessage('spellingLow', { count: misspelled, words: counts.words }))
        : null;
    }
    case 'vocabulary': {
      const repeated = count(trait, 'repeated-word');
      const varied = count(trait, 'sophisticated-word');
      return repeated > 0
        ? summary(scorerMessage('vocabularyLow', { repeated, varied }))
        : summary(scorerMessage('vocabularyLowPlain', { varied }));
    }
    case 'developmentStructureCoherence':
      return summary(
        scorerMessage('structureLow', { paragraphs: counts.paragraphs, links: count(trait, 'connective') }),
      );
    case 'generalLinguisticRange':
      return summary(scorerMessage('rangeLow', { sentences: counts.sentences }));
    case 'form':
      return null;
  }
}

/**
 * Puts one sentence first in the evidence of each low writing trait saying why it is low, from
 * what the trait's evidence counts (key ideas covered, errors and misspellings marked in the
 * text, repeated and less common words, paragraphs and linking words). Form is told by the length
 * rule; a response cut by a zero rule is told by that rule, so it gets none.
 */
export function explainLowWritingTraits(traits: Traits, counts: WritingCounts): void {
  for (const [name, trait] of Object.entries(traits) as [WritingTraitName, WritingTraitResult][]) {
    if (trait.max === 0 || trait.score > LOW_TRAIT_SHARE * trait.max) continue;
    const reason = reasonFor(name, trait, counts);
    if (reason) trait.evidence.unshift(reason);
  }
}
