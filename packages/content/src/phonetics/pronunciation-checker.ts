import { describePhones } from './arpabet.js';
import { decideOddOneOut, type OddOneOutDecision, type OptionReading } from './odd-one-out.js';
import { optionLabels, PhoneticItemError, type PhoneticAnswer } from './phonetic-item.js';
import { lookupPronunciations, readOptionWord } from './pronouncing-dictionary.js';
import { soundAnalyses } from './sound-keys.js';
import { readSpanPhones, type SpanReading } from './span-reader.js';
import { locateUnderline } from './underline.js';

interface UnderlinedReading extends OptionReading {
  phones: readonly string[];
  spanPhones: readonly string[];
}

/** How one option's underlined letters sound in each of its dictionary pronunciations. */
export interface UnderlinedSound {
  written: string;
  word: string;
  letters: string;
  readings: UnderlinedReading[];
}

const dictionaryNote = 'Pronunciations from the CMU Pronouncing Dictionary (General American).';

function readWord(written: string): string {
  const { word } = readOptionWord(written);
  if (!/^[a-z']+$/.test(word)) throw new PhoneticItemError(`"${written}" must be a single English word`);
  return word;
}

function refusalOf(
  reading: Exclude<SpanReading, { kind: 'read' }>,
  word: string,
  letters: string,
  phones: readonly string[],
): string {
  if (reading.kind === 'unaligned') {
    return `the spelling of "${word}" could not be matched letter by letter to ${phones.join(' ')}`;
  }
  if (reading.kind === 'splits-group') {
    return `the underlined "${letters}" in "${word}" is part of "${reading.group}", which spells ${describePhones(reading.phones)} as a whole`;
  }
  return `the underlined "${letters}" in "${word}" could spell ${reading.choices.map(describePhones).join(' or ')}`;
}

/**
 * The sound of an option's underlined letters in every pronunciation the dictionary lists, or
 * the reason it cannot be known (word missing, underline ambiguous, spelling not alignable).
 * Throws PhoneticItemError for a malformed option or underline.
 */
export function analyseUnderlinedSound(written: string, underlined: string): UnderlinedSound | string {
  const word = readWord(written);
  const span = locateUnderline(word, underlined);
  if (typeof span === 'string') return span;
  const pronunciations = lookupPronunciations(word);
  if (pronunciations.length === 0) return `"${word}" is not in the CMU Pronouncing Dictionary`;
  const letters = word.slice(span.start, span.end);
  const readings: UnderlinedReading[] = [];
  for (const phones of pronunciations) {
    const reading = readSpanPhones(word, phones, span.start, span.end);
    if (reading.kind !== 'read') return refusalOf(reading, word, letters, phones);
    const context = { word, letters, phones, start: reading.start, end: reading.end };
    readings.push({
      phones,
      spanPhones: phones.slice(reading.start, reading.end),
      keys: soundAnalyses.map((analysis) => analysis.key(context)),
    });
  }
  return { written, word, letters, readings };
}

function describeOption(sound: UnderlinedSound, index: number): string {
  const [first, ...others] = sound.readings;
  const shown = first ? `${describePhones(first.spanPhones)} (${first.phones.join(' ')})` : '';
  const variants = others.map(
    (reading) => `${describePhones(reading.spanPhones)} (${reading.phones.join(' ')})`,
  );
  const alternatives = variants.length > 0 ? `; also ${variants.join(', ')}` : '';
  return `${optionLabels[index] ?? index}. ${sound.written}: "${sound.letters}" = ${shown}${alternatives}.`;
}

function reasonText(
  decision: Exclude<OddOneOutDecision, { answer: number }>,
  sounds: UnderlinedSound[],
): string {
  const { reason } = decision;
  if (reason.kind === 'no-odd-one-out')
    return 'No answer: the underlined parts do not split into three alike and one different.';
  if (reason.kind === 'analysis')
    return `No answer: ${soundAnalyses[reason.analysis]?.caveat ?? 'the answer is uncertain'}.`;
  const words = reason.options.map((index) => `"${sounds[index]?.word ?? ''}"`).join(', ');
  return `No answer: the dictionary lists pronunciations of ${words} that would change the answer.`;
}

function answerText(answer: number, sounds: UnderlinedSound[]): string {
  const odd = sounds[answer];
  const other = sounds.find((_, index) => index !== answer);
  const oddSound = describePhones(odd?.readings[0]?.spanPhones ?? []);
  const otherSound = describePhones(other?.readings[0]?.spanPhones ?? []);
  const label = optionLabels[answer] ?? answer;
  return `Answer ${label} (${odd?.word ?? ''}): its "${odd?.letters ?? ''}" is ${oddSound}; in the other three it is ${otherSound}.`;
}

/**
 * Solves a pronunciation item: which word's underlined letters sound different from the other
 * three. Answers only when every dictionary variant and every analysis (see soundAnalyses)
 * agree; otherwise answer is null and the explanation says why. Throws PhoneticItemError for a
 * malformed item.
 */
export function checkPronunciationItem(
  options: readonly string[],
  underlined: readonly string[],
): PhoneticAnswer {
  if (options.length !== 4 || underlined.length !== 4) {
    throw new PhoneticItemError('a pronunciation item needs 4 options and 4 underlined letter groups');
  }
  const results = options.map((written, index) => analyseUnderlinedSound(written, underlined[index] ?? ''));
  const refusals = results.filter((result): result is string => typeof result === 'string');
  if (refusals.length > 0) return { answer: null, explanation: `No answer: ${refusals.join('; ')}.` };
  const sounds = results as UnderlinedSound[];
  const decision = decideOddOneOut(
    sounds.map((sound) => sound.readings),
    soundAnalyses.length,
  );
  const lines = sounds.map(describeOption);
  const verdict =
    decision.answer === null ? reasonText(decision, sounds) : answerText(decision.answer, sounds);
  return { answer: decision.answer, explanation: [...lines, verdict, dictionaryNote].join(' ') };
}
