import type { QuestionContentInput } from '@prepwise/contracts';
import { generatePhoneticItems, type GeneratedPhoneticItem } from '../../phonetics/item-generator.js';
import { locateUnderline } from '../../phonetics/underline.js';
import { transcriptionToIpa } from '../../phonetics/arpabet.js';

const letters = ['A', 'B', 'C', 'D'] as const;
const levels = ['basic', 'intermediate', 'advanced'] as const;

/** Counts and id blocks of the generated phonetic items (at least the seed's ~43 stress items). */
export const phoneticPlan = {
  PHONETIC_PRONUNCIATION: { firstId: 100, count: 40, seed: 'prepwise-pronunciation-1' },
  PHONETIC_STRESS: { firstId: 200, count: 45, seed: 'prepwise-stress-1' },
} as const;

function underline(word: string, group: string): string {
  const span = locateUnderline(word, group);
  if (typeof span === 'string') return word;
  return `${word.slice(0, span.start)}<u>${word.slice(span.start, span.end)}</u>${word.slice(span.end)}`;
}

/**
 * The checker's explanation for learners: each dictionary transcription in ARPAbet
 * ("(K EH1 R IH0 K T ER0)") becomes IPA with stress marks ("/ˈkerɪktər/"); an IPA sound already
 * given just before it (the underlined letters' sound) stays.
 */
export function withIpa(explanation: string): string {
  return explanation.replace(
    /\(((?:[A-Z]{1,2}[0-2]? ?)+)\)/g,
    (_, phones: string) => `(${transcriptionToIpa(phones.trim().split(/\s+/))})`,
  );
}

/** The stress detail in Vietnamese: "stress on syllable 3 of 3" -> "trọng âm ở âm tiết 3/3". */
function stressDetailVi(detail: string): string {
  return detail.replace(/stress on syllable (\d+) of (\d+)/g, 'trọng âm ở âm tiết $1/$2');
}

/** A phonetic question's content apart from its id, type, groups and level. */
export type PhoneticQuestionContent = Omit<QuestionContentInput, 'id' | 'type' | 'groups' | 'level'>;

/**
 * How a checked phonetic item reads as a question of the bank: the options (underline markup on
 * the tested letters), the key, and the checker's explanation in English (IPA) and Vietnamese.
 */
export function phoneticQuestionContent(
  type: 'PHONETIC_PRONUNCIATION' | 'PHONETIC_STRESS',
  item: Pick<GeneratedPhoneticItem, 'options' | 'underlined' | 'answer' | 'explanation'>,
): PhoneticQuestionContent {
  const letter = letters[item.answer] ?? 'A';
  const word = item.options[item.answer] ?? '';
  const isPronunciation = type === 'PHONETIC_PRONUNCIATION';
  const shown = item.options.map((option, position) =>
    isPronunciation ? underline(option, item.underlined?.[position] ?? '') : option,
  );
  const explanation = withIpa(item.explanation);
  const detail = explanation.replace(/ Answer [A-D] \(.*$/, '');
  return {
    vocabulary: 'pronunciation',
    text: isPronunciation
      ? 'Choose the word whose underlined part is pronounced differently from that of the others.'
      : 'Choose the word that differs from the other three in the position of primary stress.',
    answerA: shown[0],
    answerB: shown[1],
    answerC: shown[2],
    answerD: shown[3],
    ...(isPronunciation
      ? {
          unformatAnswerA: item.options[0],
          unformatAnswerB: item.options[1],
          unformatAnswerC: item.options[2],
          unformatAnswerD: item.options[3],
          underlineWord: item.underlined?.[item.answer] ?? null,
        }
      : {}),
    expectAnswer: letter,
    explanation: {
      en: explanation,
      vi: isPronunciation
        ? `Đáp án ${letter} (${word}): phần gạch chân được phát âm khác với ba từ còn lại. Phiên âm theo từ điển CMU: ${detail}`
        : `Đáp án ${letter} (${word}): trọng âm chính rơi vào vị trí khác với ba từ còn lại. Trọng âm theo từ điển CMU: ${stressDetailVi(detail)}`,
    },
  };
}

function toQuestion(
  type: 'PHONETIC_PRONUNCIATION' | 'PHONETIC_STRESS',
  item: GeneratedPhoneticItem,
  id: number,
  index: number,
): QuestionContentInput {
  // The keys in the bank file's order: id, type, groups, vocabulary, level, then the content.
  return {
    id,
    type,
    groups: index % 5 === 0 ? ['QUESTION_BANK', 'FREE_SAMPLE'] : ['QUESTION_BANK'],
    vocabulary: 'pronunciation',
    level: levels[index % levels.length],
    ...phoneticQuestionContent(type, item),
  };
}

/**
 * The bank's pronunciation and stress items, generated deterministically from the CMU
 * pronouncing dictionary; the generator keeps only items its checker solves unambiguously.
 */
export function buildPhoneticQuestions(): QuestionContentInput[] {
  return (['PHONETIC_PRONUNCIATION', 'PHONETIC_STRESS'] as const).flatMap((type) => {
    const plan = phoneticPlan[type];
    const kind = type === 'PHONETIC_PRONUNCIATION' ? 'pronunciation' : 'stress';
    return generatePhoneticItems({ kind, count: plan.count, seed: plan.seed }).map((item, index) =>
      toQuestion(type, item, plan.firstId + index, index),
    );
  });
}
