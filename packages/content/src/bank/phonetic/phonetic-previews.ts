import {
  phoneticItemKey,
  type PhoneticItemWords,
  type PhoneticPreview,
  type PhoneticQuestionType,
  type PhoneticRefusal,
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
  /** {@link phoneticItemKey}s of the items of this type already in the bank: never proposed again. */
  existing?: readonly string[] | undefined;
}

/** "Pick for me" draws again (with the next seeds) while items it drew are already in the bank. */
const PICK_ATTEMPTS = 3;

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
 * me" pronunciation items): the API runs it in the worker pool. Items already in the bank
 * (`existing`) are left out: "pick for me" draws again, a typed word whose item is there is
 * refused as `inBank`.
 */
export function generatePhoneticPreviews(request: PhoneticPreviewRequest): {
  items: PhoneticPreview[];
  refused: PhoneticRefusal[];
} {
  const kind = kindOf(request.type);
  const screened = request.words ? screenCandidateWords(kind, request.words) : null;
  const count = request.count ?? (request.words ? Math.max(1, Math.floor(request.words.length / 4)) : 5);
  const inBank = new Set(request.existing ?? []);
  const seen = new Set<string>();
  const inBankWords = new Set<string>();
  const items: PhoneticPreview[] = [];
  const attempts = screened === null ? PICK_ATTEMPTS : 1;
  for (let attempt = 0; attempt < attempts && items.length < count; attempt += 1) {
    if (screened !== null && screened.usable.length < 4) break;
    const generated = generatePhoneticItems({
      kind,
      count,
      seed: request.seed + attempt,
      words: screened?.usable,
    });
    for (const item of generated) {
      const preview = previewPhoneticItem(request.type, {
        options: [...item.options],
        underlined: item.underlined === undefined ? null : [...item.underlined],
      });
      if (preview === null || items.length >= count) continue;
      const { answerA, answerB, answerC, answerD } = preview.question;
      const key = phoneticItemKey([answerA, answerB, answerC, answerD]);
      if (inBank.has(key)) for (const word of preview.options) inBankWords.add(word);
      if (inBank.has(key) || seen.has(key)) continue;
      seen.add(key);
      items.push(preview);
    }
  }
  if (screened === null) return { items, refused: [] };
  const used = new Set(items.flatMap((item) => item.options));
  const left: PhoneticRefusal['reason'] = items.length === 0 ? 'noOddOneOut' : 'notPicked';
  const unused = screened.usable
    .filter((word) => !used.has(word))
    .map((word) => ({ word, reason: inBankWords.has(word) ? ('inBank' as const) : left }));
  return { items, refused: [...screened.refused, ...unused] };
}
