import { questionContentSchema, type QuestionContent } from '@prepwise/contracts';
import { describe, expect, it } from 'vitest';
import { vietnameseBank, vietnameseBankFiles } from './index.js';

const items: QuestionContent[] = vietnameseBank.map((raw) => questionContentSchema.parse(raw));
const ofType = (...types: string[]) => items.filter((item) => types.includes(item.type));
const letters = ['A', 'B', 'C', 'D'] as const;

/** First id of each type's block of one hundred. */
const idBlocks: Record<string, number> = {
  COM_COM: 1000,
  VOCAB_SYNONYM: 1100,
  VOCAB_ANTONYM: 1200,
  VOCAB_FINISH_SENTENCE: 1300,
  VOCAB_FIND_INCORRECT: 1400,
  GRAMMAR_FINISH_SENTENCE: 1500,
  GRAMMAR_FIND_INCORRECT: 1600,
  READING_FILL_IN_BLANK: 1700,
  READING_COMPREHEND: 1800,
  WRITING_COMBINE: 1900,
  WRITING_REWRITE: 2000,
};
const choiceTypes = Object.keys(idBlocks).filter((type) => type !== 'READING_COMPREHEND');
const findIncorrectTypes = ['VOCAB_FIND_INCORRECT', 'GRAMMAR_FIND_INCORRECT'];
const underlined = (text: string) => [...text.matchAll(/<u>(.*?)<\/u>/g)].map((match) => match[1]);
const vietnameseLetters = /[ăâđêôơưáàảãạấầẩẫậắằẳẵặéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵ]/i;

describe('Vietnamese question bank', () => {
  it('parses every item with questionContentSchema', () => {
    for (const raw of vietnameseBank) {
      const result = questionContentSchema.safeParse(raw);
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    }
  });

  it('keeps one file per type, each holding only its own type', () => {
    expect(Object.keys(vietnameseBankFiles).sort()).toEqual(Object.keys(idBlocks).sort());
    for (const [type, file] of Object.entries(vietnameseBankFiles)) {
      for (const raw of file) expect((raw as { type: string }).type).toBe(type);
    }
  });

  it('uses unique ids inside 1000-9999, each in its type block', () => {
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of items) {
      expect(item.id).toBeGreaterThanOrEqual(1000);
      expect(item.id).toBeLessThanOrEqual(9999);
      const start = idBlocks[item.type] ?? Number.NaN;
      expect(item.id - start, `${item.type} ${item.id}`).toBeGreaterThanOrEqual(0);
      expect(item.id - start, `${item.type} ${item.id}`).toBeLessThan(100);
    }
  });

  it('has no phonetic items', () => {
    expect(ofType('PHONETIC_PRONUNCIATION', 'PHONETIC_STRESS')).toHaveLength(0);
  });

  it('meets the minimum counts', () => {
    expect(ofType('VOCAB_SYNONYM', 'VOCAB_ANTONYM').length).toBeGreaterThanOrEqual(52);
    expect(ofType('VOCAB_SYNONYM').length).toBeGreaterThanOrEqual(26);
    expect(ofType('VOCAB_ANTONYM').length).toBeGreaterThanOrEqual(26);
    expect(ofType('VOCAB_FINISH_SENTENCE', 'GRAMMAR_FINISH_SENTENCE').length).toBeGreaterThanOrEqual(52);
    expect(ofType('WRITING_COMBINE').length).toBeGreaterThanOrEqual(37);
    for (const type of [
      'COM_COM',
      'VOCAB_FIND_INCORRECT',
      'GRAMMAR_FIND_INCORRECT',
      'READING_FILL_IN_BLANK',
      'WRITING_REWRITE',
    ]) {
      expect(ofType(type).length, type).toBeGreaterThanOrEqual(30);
    }
    const passages = ofType('READING_COMPREHEND');
    expect(passages.length).toBeGreaterThanOrEqual(4);
    expect(passages.flatMap((item) => item.questions ?? []).length).toBeGreaterThanOrEqual(36);
  });

  it('covers all three levels in every type', () => {
    for (const type of Object.keys(idBlocks)) {
      const levels = new Set(ofType(type).map((item) => item.level));
      expect([...levels].sort(), type).toEqual(['advanced', 'basic', 'intermediate']);
    }
  });

  it('balances the correct letters within each type (none above 40%)', () => {
    for (const type of Object.keys(idBlocks)) {
      const keys = ofType(type).flatMap((item) =>
        item.questions ? item.questions.map((question) => question.expectAnswer) : [item.expectAnswer],
      );
      for (const letter of letters) {
        const share = keys.filter((key) => key === letter).length / keys.length;
        expect(share, `${type} ${letter}`).toBeLessThanOrEqual(0.4);
      }
    }
  });

  it('gives every multiple-choice item four distinct options, a category, a topic and groups', () => {
    for (const item of ofType(...choiceTypes)) {
      const options = letters.map((letter) => item[`answer${letter}`]);
      expect(new Set(options).size, `${item.id}`).toBe(4);
      expect(item.vocabulary, `${item.id}`).toBeTruthy();
      expect(item.topic, `${item.id}`).toBeTruthy();
      expect(item.groups, `${item.id}`).toContain('QUESTION_BANK');
    }
  });

  it('explains every answer in English and Vietnamese', () => {
    for (const item of ofType(...choiceTypes)) {
      expect(item.explanation?.en, `${item.id}`).toBeTruthy();
      expect(item.explanation?.vi ?? '', `${item.id}`).toMatch(vietnameseLetters);
    }
    for (const question of ofType('READING_COMPREHEND').flatMap((item) => item.questions ?? [])) {
      expect(question.explanation?.en, question.text).toBeTruthy();
      expect(question.explanation?.vi ?? '', question.text).toMatch(vietnameseLetters);
    }
  });

  it('marks about one item in five as a free sample', () => {
    const share = items.filter((item) => item.groups.includes('FREE_SAMPLE')).length / items.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.3);
  });

  it('underlines the word to match in synonym and antonym items', () => {
    for (const item of ofType('VOCAB_SYNONYM', 'VOCAB_ANTONYM')) {
      const parts = underlined(item.text ?? '');
      expect(parts, `${item.id}`).toHaveLength(1);
      expect(item.underlineWord, `${item.id}`).toBe(parts[0]);
    }
  });

  it('underlines four labelled parts in every find-the-mistake item, matching the answers', () => {
    for (const item of ofType(...findIncorrectTypes)) {
      const text = item.text ?? '';
      const parts = underlined(text);
      expect(parts, `${item.id}`).toHaveLength(4);
      expect([...text.matchAll(/<\/u> \(([A-D])\)/g)].map((match) => match[1])).toEqual([...letters]);
      expect(letters.map((letter) => item[`answer${letter}`])).toEqual(parts);
      expect(item.underlineWord).toBeTruthy();
    }
  });

  it('gives every reading passage 9 or 10 questions and 200-350 words', () => {
    for (const item of ofType('READING_COMPREHEND')) {
      expect(item.questions?.length ?? 0, `${item.id}`).toBeGreaterThanOrEqual(9);
      expect(item.questions?.length ?? 0, `${item.id}`).toBeLessThanOrEqual(10);
      const words = (item.description ?? '').split(/\s+/).filter(Boolean).length;
      expect(words, `${item.id}`).toBeGreaterThanOrEqual(200);
      expect(words, `${item.id}`).toBeLessThanOrEqual(350);
    }
  });

  it('builds cloze passages of 4-5 numbered blanks, one item per blank', () => {
    const byPassage = new Map<string, QuestionContent[]>();
    for (const item of ofType('READING_FILL_IN_BLANK')) {
      const passage = item.description ?? '';
      byPassage.set(passage, [...(byPassage.get(passage) ?? []), item]);
      const blank = /\((\d)\)/.exec(item.text ?? '')?.[1];
      expect(blank, `${item.id}`).toBeDefined();
      expect(passage, `${item.id}`).toContain(`(${blank}) ______`);
    }
    for (const [passage, blanks] of byPassage) {
      const numbered = [...passage.matchAll(/\((\d)\) ______/g)].map((match) => Number(match[1]));
      expect(numbered.length).toBeGreaterThanOrEqual(4);
      expect(numbered.length).toBeLessThanOrEqual(5);
      expect(numbered).toEqual(numbered.map((_, index) => index + 1));
      expect(blanks).toHaveLength(numbered.length);
      expect(new Set(blanks.map((item) => item.topic)).size).toBe(1);
    }
  });
});
