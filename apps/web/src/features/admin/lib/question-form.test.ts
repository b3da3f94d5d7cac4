import { describe, expect, it } from 'vitest';
import { itemQuestionTypes } from '@prepwise/contracts';
import {
  draftFromForm,
  emptyQuestionForm,
  fieldsByType,
  hasExplanation,
  previewOf,
  textFields,
} from './question-form';

describe('fieldsByType', () => {
  it('gives every type its own fields, each once, starting with the topic', () => {
    for (const type of itemQuestionTypes) {
      const fields = fieldsByType[type];
      expect(fields[0], type).toBe('topic');
      expect(new Set(fields).size, type).toBe(fields.length);
      for (const field of fields) expect(textFields, type).toContain(field);
    }
  });

  it('lays out a type’s fields in the order the content bank’s items carry them', () => {
    const layout = (fields: readonly string[]) => fields.join(' ');
    expect(layout(fieldsByType.VOCAB_SYNONYM)).toBe(
      'topic text answerA answerB answerC answerD expectAnswer underlineWord',
    );
    expect(layout(fieldsByType.MCQ_L_MULTIPLE_ANSWER)).toBe(
      'topic audioLink description text answerA answerB answerC answerD expectAnswer answerE',
    );
    expect(fieldsByType.DESCRIBE_IMAGE).toEqual(['topic', 'description', 'text', 'keyword', 'phraseHints']);
    expect(fieldsByType.READING_COMPREHEND).toEqual(['topic', 'text', 'description']);
  });

  it('offers the explanation only to types with an answer key', () => {
    expect(hasExplanation(fieldsByType.GRAMMAR_FINISH_SENTENCE)).toBe(true);
    expect(hasExplanation(fieldsByType.WRITING_ESSAY)).toBe(false);
  });
});

describe('draftFromForm and previewOf', () => {
  it('send and show only the fields of the chosen type', () => {
    const values = emptyQuestionForm('WRITING_ESSAY');
    values.texts.text = '  Do cities need cars?  ';
    values.texts.keyword = 'transport';
    values.texts.answerA = 'left over from another type';
    const draft = draftFromForm(values);
    expect(draft).toMatchObject({
      type: 'WRITING_ESSAY',
      text: 'Do cities need cars?',
      keyword: 'transport',
    });
    expect(draft).not.toHaveProperty('answerA');
    expect(previewOf(values, 5)).toMatchObject({ id: 5, text: 'Do cities need cars?', answerA: null });
  });
});
