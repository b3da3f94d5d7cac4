import type {
  PhoneticItemWords,
  PhoneticPreview,
  PhoneticQuestionType,
  PhoneticRefusal,
} from '@prepwise/contracts';
import { checkPhoneticItem } from '../../phonetics/check-phonetic-item.js';
import { generatePhoneticItems } from '../../phonetics/item-generator.js';
import {
  optionLabels,
  parsePhoneticItem,
  PhoneticItemError,
  type PhoneticKind,
} from '../../phonetics/phonetic-item.js';
import { analyseStress } from '../../phonetics/stress-checker.js';
import { screenCandidateWords } from '../../phonetics/word-screening.js';
import { phoneticQuestionContent } from './phonetic-questions.js';

/** What the console asks the generator for (see `phoneticGenerateRequestSchema`), the seed chosen. */
export interface PhoneticPreviewRequest {
  type: PhoneticQuestionType;
  words?: readonly string[] | undefined;
  count?: number | undefined;
  seed: number;
}

function kindOf(type: PhoneticQuestionType): PhoneticKind {
  return type === 'PHONETIC_STRESS' ? 'stress' : 'pronunciation';
}

function stressOfOptions(options: readonly string[]): PhoneticPreview['stress'] {
  return options.map((option) => {
    const pattern = analyseStress(option);
    const reading = typeof pattern === 'string' ? undefined : pattern.readings[0];
    return { syllable: reading?.primary ?? 0, syllables: reading?.syllables ?? 0 };
  });
}

/**
 * Solves an item an admin keeps (its four words and, for pronunciation items, the underlined
 * letters) and describes it as the bank would store it. Null unless the solver is certain
 * (confidence 1: every pronunciation and analysis give the same odd word), so a saved key is
 * never the solver's guess.
 */
export function previewPhoneticItem(
  type: PhoneticQuestionType,
  words: PhoneticItemWords,
): PhoneticPreview | null {
  const kind = kindOf(type);
  if ((kind === 'stress') !== (words.underlined === null)) return null;
  let checked;
  try {
    const item = parsePhoneticItem({
      kind,
      options: words.options,
      underlined: words.underlined ?? undefined,
    });
    checked = checkPhoneticItem(item);
  } catch (error) {
    if (error instanceof PhoneticItemError) return null;
    throw error;
  }
  if (checked.answer === null || checked.confidence < 1) return null;
  const content = phoneticQuestionContent(type, {
    options: words.options,
    underlined: words.underlined ?? undefined,
    answer: checked.answer,
    explanation: checked.explanation,
  });
  return {
    options: [...words.options],
    underlined: words.underlined === null ? null : [...words.underlined],
    answer: checked.answer,
    stress: kind === 'stress' ? stressOfOptions(words.options) : null,
    confidence: checked.confidence,
    question: {
      text: content.text ?? '',
      answerA: content.answerA ?? '',
      answerB: content.answerB ?? '',
      answerC: content.answerC ?? '',
      answerD: content.answerD ?? '',
      underlineWord: content.underlineWord ?? null,
      expectAnswer: optionLabels[checked.answer] ?? 'A',
      explanation: content.explanation ?? { en: checked.explanation, vi: checked.explanation },
    },
  };
}

/**
 * Generates previews of one type with the bank's generator: from the words typed (each screened
 * first, refused words with their reason) or, without words, from its common words. Only items
 * the solver settles with confidence 1 are returned. CPU-heavy (up to a second for "pick for
 * me" pronunciation items): the API runs it in the worker pool.
 */
export function generatePhoneticPreviews(request: PhoneticPreviewRequest): {
  items: PhoneticPreview[];
  refused: PhoneticRefusal[];
} {
  const kind = kindOf(request.type);
  const screened = request.words ? screenCandidateWords(kind, request.words) : null;
  const count = request.count ?? (request.words ? Math.max(1, Math.floor(request.words.length / 4)) : 5);
  const generated =
    screened !== null && screened.usable.length < 4
      ? []
      : generatePhoneticItems({ kind, count, seed: request.seed, words: screened?.usable });
  const items = generated.flatMap((item) => {
    const preview = previewPhoneticItem(request.type, {
      options: [...item.options],
      underlined: item.underlined === undefined ? null : [...item.underlined],
    });
    return preview === null ? [] : [preview];
  });
  if (screened === null) return { items, refused: [] };
  const used = new Set(items.flatMap((item) => item.options));
  const left: PhoneticRefusal['reason'] = items.length === 0 ? 'noOddOneOut' : 'notPicked';
  const unused = screened.usable.filter((word) => !used.has(word)).map((word) => ({ word, reason: left }));
  return { items, refused: [...screened.refused, ...unused] };
}
