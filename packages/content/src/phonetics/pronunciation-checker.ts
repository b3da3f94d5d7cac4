import { describePhones } from './arpabet.js';
import { describeEnding, endingClass, endingKey, type EndingClass } from './ending-class.js';
import { answerThreshold, optionLabels, PhoneticItemError, type PhoneticAnswer } from './phonetic-item.js';
import { readOptionWord } from './pronouncing-dictionary.js';
import { soundAnalyses } from './sound-keys.js';
import { readSpanPhones, type SpanReading } from './span-reader.js';
import { underlineCandidates, type LetterSpan } from './underline.js';
import { weighOddOneOut, type WeighedDecision, type WeighedReading } from './weighed-decision.js';
import { pronunciationsOf, sourceReliability, type PronunciationSource } from './word-pronunciations.js';

/** One reading of an option's underline: a pronunciation, an underline position, the sound there. */
export interface UnderlinedReading extends WeighedReading {
  phones: readonly string[];
  spanPhones: readonly string[];
  span: LetterSpan;
  source: PronunciationSource;
  ending: EndingClass | null;
}

/** How one option's underlined letters sound in each pronunciation and underline position considered. */
export interface UnderlinedSound {
  written: string;
  word: string;
  letters: string;
  readings: UnderlinedReading[];
  /** False when some pronunciation could not be read (unaligned, ambiguous) and was left out. */
  complete: boolean;
}

/**
 * How much each analysis counts (see soundAnalyses): the dictionary's own, back vowels merged,
 * British forms. British English is the norm of Vietnamese tests, so it counts most.
 */
const analysisWeights = [1, 1, 2];
const britishAnalysis = 2;

const sourceNotes: Readonly<Record<PronunciationSource, string>> = {
  dictionary: 'Pronunciations from the CMU Pronouncing Dictionary (General American).',
  derived:
    'Pronunciations from the CMU Pronouncing Dictionary (General American); words it lacks are built from the words they are made of.',
  rules:
    'Pronunciations from the CMU Pronouncing Dictionary (General American); words it lacks are guessed by letter-to-sound rules.',
};

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
 * An underline that cuts a group spelling one phone per letter ("cc" = /ks/ in "success", "x")
 * is read letter by letter: the second "c" of "success" is /s/. Other cut groups stay refused.
 */
function lettersToPhones(reading: SpanReading, span: LetterSpan): SpanReading {
  if (reading.kind !== 'splits-group' || reading.group.length !== reading.phones.length) return reading;
  const from = span.start - reading.letterStart;
  const to = span.end - reading.letterStart;
  if (from < 0 || to > reading.group.length) return reading;
  return { kind: 'read', start: reading.phoneStart + from, end: reading.phoneStart + to };
}

function readingAt(
  word: string,
  span: LetterSpan,
  phones: string[],
): Omit<UnderlinedReading, 'weight' | 'source'> | string {
  const ending = endingClass(word, span, phones);
  if (ending !== null) {
    const key = endingKey(ending);
    return {
      phones,
      span,
      ending,
      spanPhones: key.replace('ə', 'IH0').split(' '),
      keys: soundAnalyses.map(() => key),
    };
  }
  const reading = lettersToPhones(readSpanPhones(word, phones, span.start, span.end), span);
  if (reading.kind !== 'read') return refusalOf(reading, word, word.slice(span.start, span.end), phones);
  const context = {
    word,
    letters: word.slice(span.start, span.end),
    phones,
    start: reading.start,
    end: reading.end,
  };
  return {
    phones,
    span,
    ending: null,
    spanPhones: phones.slice(reading.start, reading.end),
    keys: soundAnalyses.map((analysis) => analysis.key(context)),
  };
}

/**
 * The sound of an option's underlined letters in every pronunciation considered (dictionary
 * variants, else a derived or rule-based one) and every place the underline may be, or the
 * reason none can be read. Throws PhoneticItemError for a malformed option or underline.
 */
export function analyseUnderlinedSound(written: string, underlined: string): UnderlinedSound | string {
  const word = readWord(written);
  const spans = underlineCandidates(word, underlined);
  const pronunciations = pronunciationsOf(word);
  if (pronunciations.length === 0) return `no pronunciation of "${word}" could be found or guessed`;
  const readings: UnderlinedReading[] = [];
  const refusals: string[] = [];
  for (const span of spans) {
    for (const { phones, weight, source } of pronunciations) {
      const reading = readingAt(word, span, phones);
      if (typeof reading === 'string') refusals.push(reading);
      else readings.push({ ...reading, weight: weight / spans.length, source });
    }
  }
  const first = spans[0] ?? { start: 0, end: 0 };
  if (readings.length === 0) return refusals[0] ?? `"${word}" could not be read`;
  return {
    written,
    word,
    letters: word.slice(first.start, first.end),
    readings,
    complete: refusals.length === 0,
  };
}

function soundOf(reading: UnderlinedReading | undefined): string {
  if (reading === undefined) return '';
  return reading.ending ? describeEnding(reading.ending) : describePhones(reading.spanPhones);
}

function describeOption(sound: UnderlinedSound, index: number): string {
  const shown = sound.readings.map((reading) => `${soundOf(reading)} (${reading.phones.join(' ')})`);
  const [first = '', ...others] = [...new Set(shown)];
  const alternatives = others.length > 0 ? `; also ${others.join(', ')}` : '';
  return `${optionLabels[index] ?? index}. ${sound.written}: "${sound.letters}" = ${first}${alternatives}.`;
}

function reasonText(decision: WeighedDecision, sounds: UnderlinedSound[]): string {
  const { reason } = decision;
  if (reason === null || reason.kind === 'no-odd-one-out')
    return 'No answer: the underlined parts do not split into three alike and one different.';
  if (decision.answer !== null) {
    const label = optionLabels[decision.answer] ?? decision.answer;
    return `No answer: ${label} is the likeliest (confidence ${decision.confidence.toFixed(2)}), too unsure to answer.`;
  }
  const words = sounds.map((sound) => `"${sound.word}"`).join(', ');
  return `No answer: the pronunciations of ${words} do not settle it.`;
}

/** A sound key as IPA: "Y UW" -> "/ju/", "EH ə" -> "/eə/", "(silent)" -> "silent". */
function describeKey(key: string): string {
  if (key === '(silent)') return 'silent';
  return describePhones(key.split(' ').map((token) => (/^[A-Z]+$/.test(token) ? `${token}1` : token)));
}

/** Analyses in the order an explanation prefers them: British forms, the dictionary, merged back vowels. */
const explanationOrder = [2, 0, 1];

/**
 * The sounds the answer rests on: under the first analysis (British first) where the other three
 * options share a sound and the odd option has another, those two sounds.
 */
function answerSounds(answer: number, sounds: UnderlinedSound[]): { odd: string; majority: string } {
  const keysOf = (sound: UnderlinedSound | undefined, analysis: number) =>
    new Set((sound?.readings ?? []).flatMap((reading) => (reading.keys[analysis] ?? '').split('|')));
  for (const analysis of explanationOrder) {
    const others = sounds.filter((_, index) => index !== answer).map((sound) => keysOf(sound, analysis));
    const shared = [...(others[0] ?? [])].find((key) => others.every((keys) => keys.has(key)));
    const odd = [...keysOf(sounds[answer], analysis)].find((key) => key !== shared);
    if (shared !== undefined && odd !== undefined) {
      const ending = sounds[answer]?.readings.find((reading) => reading.ending !== null)?.ending;
      const majorityEnding = sounds.find((_, index) => index !== answer)?.readings[0]?.ending;
      return {
        odd: ending ? describeEnding(ending) : describeKey(odd),
        majority: majorityEnding ? describeEnding(majorityEnding) : describeKey(shared),
      };
    }
  }
  return {
    odd: soundOf(sounds[answer]?.readings[0]),
    majority: soundOf(sounds.find((_, index) => index !== answer)?.readings[0]),
  };
}

function answerText(answer: number, sounds: UnderlinedSound[]): string {
  const odd = sounds[answer];
  const label = optionLabels[answer] ?? answer;
  const heard = answerSounds(answer, sounds);
  return `Answer ${label} (${odd?.word ?? ''}): its "${odd?.letters ?? ''}" is ${heard.odd}; in the other three it is ${heard.majority}.`;
}

/**
 * Solves a pronunciation item: which word's underlined letters sound different from the other
 * three. Every combination of pronunciations, underline positions and analyses is weighed
 * (see weighOddOneOut); the answer is withheld below `answerThreshold`. Throws
 * PhoneticItemError for a malformed item.
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
  if (refusals.length > 0)
    return { answer: null, confidence: 0, explanation: `No answer: ${refusals.join('; ')}.` };
  const sounds = results as UnderlinedSound[];
  const decision = weighOddOneOut(
    sounds.map((sound) => sound.readings),
    analysisWeights,
  );
  const sources = sounds.flatMap((sound) => sound.readings.map((reading) => reading.source));
  const reliability = Math.min(...sources.map((source) => sourceReliability[source]));
  const isExact = decision.unanimous && sounds.every((sound) => sound.complete) && reliability === 1;
  // British English is the tests' norm: an item that has no odd one out in it is doubtful.
  const britishDoubt = decision.hasAnswerUnder[britishAnalysis] === false ? 0.6 : 1;
  const confidence = isExact ? 1 : Math.min(decision.confidence * reliability * britishDoubt, 0.99);
  const answer = decision.answer !== null && confidence >= answerThreshold ? decision.answer : null;
  const source = sources.includes('rules') ? 'rules' : sources.includes('derived') ? 'derived' : 'dictionary';
  const verdict =
    answer === null ? reasonText({ ...decision, confidence }, sounds) : answerText(answer, sounds);
  const lines = sounds.map(describeOption);
  return { answer, confidence, explanation: [...lines, verdict, sourceNotes[source]].join(' ') };
}
