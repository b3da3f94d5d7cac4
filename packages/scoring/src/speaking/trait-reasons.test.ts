import { describe, expect, it } from 'vitest';
import { scorerMessage } from '@prepwise/contracts';
import { explainLowTraits } from './trait-reasons.js';
import type { SpeakingEvidence, SpeakingTraitResult, SpokenWord } from './types.js';

const trait = (score: number, evidence: SpeakingEvidence[] = []): SpeakingTraitResult => ({
  score,
  max: 5,
  raw: score,
  evidence,
});

const word = (text: string, quality: number, status: SpokenWord['status'] = 'ok'): SpokenWord => ({
  word: text,
  start: 0,
  end: 0.3,
  status,
  quality,
});

const rate = (overall: number): SpeakingEvidence => ({
  kind: 'speech-rate',
  message: scorerMessage('speechRate', { overall, speaking: overall + 0.4, pauses: 0 }),
});

const pause = (seconds: number): SpeakingEvidence => ({
  kind: 'long-pause',
  message: scorerMessage('longPause', { seconds }),
});

describe('explainLowTraits', () => {
  it('explains a low pronunciation whose words are mostly marked good (the word map beside a 0/5)', () => {
    const pronunciation = trait(0);
    const words = [
      word('The', 0.9),
      word('thought', 0.2),
      word('world', 0.35),
      word('is', 0.8),
      word('clearly', 0.4),
      word('the', 0.1, 'skipped'),
      word('round', 0.7),
    ];
    explainLowTraits({ pronunciation }, words);
    expect(pronunciation.evidence[0]).toEqual({
      kind: 'trait-summary',
      message: scorerMessage('pronunciationLowOverall', { words: 'thought, world, clearly' }),
    });
  });

  it('counts the marked words when many are marked, naming each word once', () => {
    const pronunciation = trait(1);
    const words = [
      word('three', 0.1, 'mispronounced'),
      word('three', 0.15, 'mispronounced'),
      word('through', 0.2, 'mispronounced'),
      word('rather', 0.5),
      word('weather', 0.3),
      word('good', 0.9),
    ];
    explainLowTraits({ pronunciation }, words);
    expect(pronunciation.evidence[0]?.message).toEqual(
      scorerMessage('pronunciationLowWords', { count: 3, total: 6, words: 'three, through, weather' }),
    );
  });

  it('gives oral fluency the largest cause: long pauses, then a slow pace, then stumbles, else rhythm', () => {
    const paused = trait(1, [pause(2.5), rate(2.8)]);
    const slow = trait(2, [pause(1.2), rate(1.5)]);
    const stumbling = trait(2, [
      { kind: 'hesitation', message: scorerMessage('hesitation') },
      { kind: 'repetition', message: scorerMessage('repetition') },
      rate(3),
    ]);
    const uneven = trait(2, [rate(3)]);
    for (const oralFluency of [paused, slow, stumbling, uneven]) explainLowTraits({ oralFluency }, []);
    expect(paused.evidence[0]?.message).toEqual(scorerMessage('fluencyLowPauses', { count: 1, longest: 2.5 }));
    expect(slow.evidence[0]?.message).toEqual(scorerMessage('fluencyLowSlow', { rate: 1.5, fluent: 3.2 }));
    expect(stumbling.evidence[0]?.message).toEqual(scorerMessage('fluencyLowStumbles', { count: 2 }));
    expect(uneven.evidence[0]?.message).toEqual(scorerMessage('fluencyLowUneven'));
  });

  it('says nothing for a trait that is not low or is already explained', () => {
    const good = trait(3, [rate(1.5)]);
    const cut = trait(0, [{ kind: 'not-assessed', message: scorerMessage('contentZeroRule') }]);
    const silent = trait(0, [{ kind: 'no-speech', message: scorerMessage('noSpeech') }]);
    explainLowTraits({ oralFluency: good, pronunciation: cut }, [word('thought', 0.1, 'mispronounced')]);
    explainLowTraits({ pronunciation: silent }, []);
    expect(good.evidence).toHaveLength(1);
    expect(cut.evidence).toHaveLength(1);
    expect(silent.evidence).toHaveLength(1);
  });
});
