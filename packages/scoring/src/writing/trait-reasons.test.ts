import { describe, expect, it } from 'vitest';
import { scorerMessage } from '@prepwise/contracts';
import { explainLowWritingTraits } from './trait-reasons.js';
import type { WritingEvidence, WritingTraitResult } from './types.js';

const record = (kind: WritingEvidence['kind']): WritingEvidence => ({
  start: 0,
  end: 1,
  text: 'x',
  kind,
  message: scorerMessage('goodWord'),
});

const trait = (score: number, max: number, kinds: WritingEvidence['kind'][] = []): WritingTraitResult => ({
  score,
  max,
  raw: score,
  evidence: kinds.map(record),
});

const counts = { words: 180, sentences: 9, paragraphs: 1 };

describe('explainLowWritingTraits', () => {
  it('counts what each low trait’s evidence shows', () => {
    const traits = {
      content: trait(1, 3, ['keyword-covered', 'keyword-missing', 'keyword-missing']),
      spelling: trait(0, 2, ['spelling', 'spelling', 'spelling']),
      vocabulary: trait(0, 2, ['repeated-word', 'sophisticated-word']),
      developmentStructureCoherence: trait(0, 2, ['connective']),
      generalLinguisticRange: trait(0, 2),
      grammar: trait(0, 2),
      form: trait(0, 2),
    };
    explainLowWritingTraits(traits, counts);
    const first = (name: keyof typeof traits) => traits[name].evidence[0]?.message;
    expect(first('content')).toEqual(scorerMessage('contentLowIdeas', { covered: 1, total: 3 }));
    expect(first('spelling')).toEqual(scorerMessage('spellingLow', { count: 3, words: 180 }));
    expect(first('vocabulary')).toEqual(scorerMessage('vocabularyLow', { repeated: 1, varied: 1 }));
    expect(first('developmentStructureCoherence')).toEqual(
      scorerMessage('structureLow', { paragraphs: 1, links: 1 }),
    );
    expect(first('generalLinguisticRange')).toEqual(scorerMessage('rangeLow', { sentences: 9 }));
    expect(first('grammar')).toEqual(scorerMessage('grammarLowStructure'));
    expect(traits.form.evidence).toEqual([]);
    const plain = { vocabulary: trait(0, 2, ['sophisticated-word']) };
    explainLowWritingTraits(plain, counts);
    expect(plain.vocabulary.evidence[0]?.message).toEqual(scorerMessage('vocabularyLowPlain', { varied: 1 }));
  });

  it('leaves traits above the low line, and a spelling score with no word marked, without a sentence', () => {
    const traits = { content: trait(2, 3, ['keyword-missing']), spelling: trait(0, 2), grammar: trait(1, 2) };
    explainLowWritingTraits(traits, counts);
    expect(traits.content.evidence).toHaveLength(1);
    expect(traits.spelling.evidence).toEqual([]);
    expect(traits.grammar.evidence).toEqual([]);
  });
});
