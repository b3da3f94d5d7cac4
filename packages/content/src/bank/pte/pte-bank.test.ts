import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  answerLetters,
  pteQuestionTypes,
  questionContentSchema,
  type QuestionContent,
  type QuestionType,
} from '@prepwise/contracts';
import {
  assetPathOf,
  audioPromptTypes,
  audioUrl,
  comparableWords,
  countBlanks,
  idBlockOf,
  imageUrl,
  isPteType,
  modelAnswerTypes,
  splitList,
  wordCount,
} from './bank-rules.js';
import chartData from './describe-image-data.json' with { type: 'json' };
import { pteBank } from './index.js';

const items: QuestionContent[] = pteBank.map((raw) => questionContentSchema.parse(raw));
const assetsRoot = fileURLToPath(new URL('../../../assets/', import.meta.url));
const vietnameseLetters = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;

const ofType = (...types: QuestionType[]) => items.filter((item) => types.includes(item.type));
const optionsOf = (item: QuestionContent) =>
  answerLetters.filter((letter) => (item[`answer${letter}`] ?? '').trim() !== '');
const keyLetters = (item: QuestionContent) => splitList(item.expectAnswer, ',');

const singleChoiceTypes: QuestionType[] = [
  'READING_MCQ_R_SINGLE_ANSWER',
  'MCQ_L_SINGLE_ANSWER',
  'HIGHLIGHT_CORRECT_SUMMARY',
  'SELECT_MISSING_WORD',
];
const multipleChoiceTypes: QuestionType[] = ['READING_MCQ_R_MULTIPLE_ANSWER', 'MCQ_L_MULTIPLE_ANSWER'];
const explainedTypes: QuestionType[] = [
  ...singleChoiceTypes,
  ...multipleChoiceTypes,
  'ANSWER_SHORT_QUESTION',
  'READING_FIB_R_W',
  'READING_FIB_R',
  'READING_RE_ORDER_PARAGRAPH',
  'FIB_L',
  'HIGHLIGHT_INCORRECT_WORD',
  'DICTATION',
];

function assetExists(url: string | null | undefined): boolean {
  const path = url ? assetPathOf(url) : null;
  return path !== null && existsSync(join(assetsRoot, path));
}

describe('PTE bank: shape', () => {
  it('every item parses with questionContentSchema', () => {
    const failures = pteBank.flatMap((raw) => {
      const result = questionContentSchema.safeParse(raw);
      return result.success
        ? []
        : [`${JSON.stringify((raw as { id?: unknown }).id)}: ${result.error.message}`];
    });
    expect(failures).toEqual([]);
  });

  it('has unique ids inside the block of each type (10000-19999)', () => {
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of items) {
      expect(isPteType(item.type), `${item.id} type`).toBe(true);
      if (!isPteType(item.type)) continue;
      const { first, last } = idBlockOf(item.type);
      expect(item.id, `${item.id} ${item.type}`).toBeGreaterThanOrEqual(first);
      expect(item.id, `${item.id} ${item.type}`).toBeLessThanOrEqual(last);
    }
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(10_000);
    expect(Math.max(...ids)).toBeLessThanOrEqual(19_999);
  });

  it('has at least six items of every PTE type', () => {
    for (const type of pteQuestionTypes) expect(ofType(type).length, type).toBeGreaterThanOrEqual(6);
  });

  it('puts every item in the question bank and about one in five in the free sample', () => {
    for (const item of items) {
      expect(item.groups, String(item.id)).toContain('QUESTION_BANK');
      expect(item.topic, String(item.id)).toBeTruthy();
    }
    for (const type of pteQuestionTypes) {
      expect(
        ofType(type).some((item) => item.groups.includes('FREE_SAMPLE')),
        type,
      ).toBe(true);
    }
    const share = items.filter((item) => item.groups.includes('FREE_SAMPLE')).length / items.length;
    expect(share).toBeGreaterThan(1 / 8);
    expect(share).toBeLessThan(1 / 4);
  });

  it('explains objective answers in English and Vietnamese', () => {
    for (const item of ofType(...explainedTypes)) {
      expect(item.explanation?.en, String(item.id)).toBeTruthy();
      expect(item.explanation?.vi ?? '', String(item.id)).toMatch(vietnameseLetters);
    }
  });
});

describe('PTE bank: assets', () => {
  it('links every recording and every model answer to an existing MP3', () => {
    for (const item of items) {
      const needsPrompt = audioPromptTypes.has(item.type);
      expect(item.audioLink ?? null, `${item.id} audioLink`).toBe(needsPrompt ? audioUrl(item.id) : null);
      if (needsPrompt) expect(assetExists(item.audioLink), `${item.id} ${item.audioLink}`).toBe(true);
      const needsModels = modelAnswerTypes.has(item.type);
      expect(item.audioLinkSampleMale ?? null).toBe(needsModels ? audioUrl(item.id, 'male') : null);
      expect(item.audioLinkSampleFemale ?? null).toBe(needsModels ? audioUrl(item.id, 'female') : null);
      if (needsModels) {
        expect(assetExists(item.audioLinkSampleMale), `${item.id} male`).toBe(true);
        expect(assetExists(item.audioLinkSampleFemale), `${item.id} female`).toBe(true);
      }
    }
  });

  it('points every describe-image item at an existing SVG chart with matching data', () => {
    for (const item of ofType('DESCRIBE_IMAGE')) {
      expect(item.description).toBe(imageUrl(item.id));
      expect(assetExists(item.description), `${item.id} ${item.description}`).toBe(true);
      const chart = chartData.find((entry) => entry.id === item.id);
      expect(chart?.title, String(item.id)).toBe(item.text);
    }
  });
});

describe('PTE bank: prompts', () => {
  const counted: [QuestionType, 'text' | 'description', number, number][] = [
    ['SPEAKING_READ_ALOUD', 'text', 40, 60],
    ['REPEAT_SENTENCE', 'text', 8, 15],
    ['DICTATION', 'text', 8, 15],
    ['RETELL_LECTURE', 'description', 140, 230],
    ['SUMMARIZE_SPOKEN_TEXT', 'description', 130, 230],
    ['WRITING_SUMMARIZE_WRITTEN_TEXT', 'description', 200, 300],
  ];

  it.each(counted)('%s %s has %i-%i words', (type, field, min, max) => {
    for (const item of ofType(type)) {
      const words = wordCount(item[field]);
      expect(words, `${item.id}: ${words} words`).toBeGreaterThanOrEqual(min);
      expect(words, `${item.id}: ${words} words`).toBeLessThanOrEqual(max);
    }
  });

  it('gives keyword-scored tasks their keywords, hints and keyword counts', () => {
    for (const item of ofType('DESCRIBE_IMAGE', 'RETELL_LECTURE')) {
      expect(item.phraseHints, String(item.id)).toBeTruthy();
      expect(splitList(item.keyword, ',').length, String(item.id)).toBe(item.numberKeyword);
    }
    for (const item of ofType('SUMMARIZE_SPOKEN_TEXT', 'WRITING_SUMMARIZE_WRITTEN_TEXT', 'WRITING_ESSAY')) {
      expect(splitList(item.keyword, ',').length, String(item.id)).toBeGreaterThanOrEqual(8);
    }
    for (const item of ofType('WRITING_ESSAY')) expect(wordCount(item.text)).toBeGreaterThan(15);
  });

  it('accepts one or more short answers per short question', () => {
    for (const item of ofType('ANSWER_SHORT_QUESTION')) {
      const answers = splitList(item.expectAnswer, '/');
      expect(answers.length, String(item.id)).toBeGreaterThan(0);
      for (const answer of answers) expect(wordCount(answer), `${item.id} ${answer}`).toBeLessThanOrEqual(3);
    }
  });

  it('dictates exactly the expected sentence', () => {
    for (const item of ofType('DICTATION')) expect(item.expectAnswer).toBe(item.text);
  });
});

describe('PTE bank: answer keys', () => {
  it('fill-in-the-blank keys match the blanks and their candidates', () => {
    for (const item of ofType('READING_FIB_R_W', 'READING_FIB_R', 'FIB_L')) {
      const key = splitList(item.expectAnswer, ',');
      expect(countBlanks(item.text), String(item.id)).toBe(key.length);
      expect(key.length, String(item.id)).toBeGreaterThanOrEqual(4);
      if (item.type === 'READING_FIB_R_W') {
        key.forEach((word, index) => {
          const candidates = splitList(item[`answer${answerLetters[index] ?? 'A'}`], '/');
          expect(candidates.length, `${item.id} blank ${index + 1}`).toBeLessThanOrEqual(5);
          expect(candidates, `${item.id} blank ${index + 1}`).toContain(word);
        });
      }
      if (item.type === 'READING_FIB_R') {
        const pool = splitList(item.answerA, '/');
        expect(new Set(pool).size, `${item.id} pool has duplicates`).toBe(pool.length);
        expect(pool.length, `${item.id} pool`).toBeGreaterThan(key.length);
        for (const word of key) expect(pool, String(item.id)).toContain(word);
      }
    }
  });

  it('re-order keys are permutations of the shuffled paragraphs', () => {
    for (const item of ofType('READING_RE_ORDER_PARAGRAPH')) {
      const options = optionsOf(item);
      const key = keyLetters(item);
      expect(options.length, String(item.id)).toBeGreaterThanOrEqual(4);
      expect([...key].sort(), String(item.id)).toEqual(options);
      expect(key, `${item.id} is not shuffled`).not.toEqual(options);
    }
  });

  it('single-choice keys name one given option; multiple-choice keys several', () => {
    for (const item of ofType(...singleChoiceTypes)) {
      const key = keyLetters(item);
      expect(key, String(item.id)).toHaveLength(1);
      expect(optionsOf(item), String(item.id)).toContain(key[0]);
    }
    for (const item of ofType(...multipleChoiceTypes)) {
      const key = keyLetters(item);
      const options = optionsOf(item);
      expect(new Set(key).size, String(item.id)).toBe(key.length);
      expect(key.length, String(item.id)).toBeGreaterThanOrEqual(2);
      expect(key.length, String(item.id)).toBeLessThan(options.length);
      for (const letter of key) expect(options, String(item.id)).toContain(letter);
    }
  });

  it('highlight-incorrect words occur once in the text and are exactly what differs from the recording', () => {
    for (const item of ofType('HIGHLIGHT_INCORRECT_WORD')) {
      const shown = (item.text ?? '').split(/\s+/);
      const heard = (item.description ?? '').split(/\s+/);
      const key = splitList(item.expectAnswer, ',');
      expect(key.length, String(item.id)).toBeGreaterThanOrEqual(2);
      expect(key.length, String(item.id)).toBeLessThanOrEqual(4);
      expect(shown.length, String(item.id)).toBe(heard.length);
      const changed = shown.flatMap((word, index) => (word === heard[index] ? [] : [index]));
      const keyPositions = key.map((entry) => {
        const matches = shown.flatMap((word, index) =>
          comparableWords(word).join(' ') === comparableWords(entry).join(' ') ? [index] : [],
        );
        expect(matches, `${item.id}: "${entry}" must occur once`).toHaveLength(1);
        return matches[0];
      });
      expect(
        [...keyPositions].sort((a, b) => (a ?? 0) - (b ?? 0)),
        String(item.id),
      ).toEqual(changed);
    }
  });
});
