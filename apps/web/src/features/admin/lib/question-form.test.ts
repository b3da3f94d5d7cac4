import { describe, expect, it } from 'vitest';
import { itemQuestionTypes } from '@prepwise/contracts';
import {
  draftFromForm,
  emptyQuestionForm,
  fieldsByType,
  formFromQuestion,
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
    values.text = '  Do cities need cars?  ';
    values.keyword = 'transport';
    values.answerA = 'left over from another type';
    const draft = draftFromForm(values, {});
    expect(draft).toMatchObject({
      type: 'WRITING_ESSAY',
      text: 'Do cities need cars?',
      keyword: 'transport',
    });
    expect(draft).not.toHaveProperty('answerA');
    expect(previewOf(values, 5)).toMatchObject({ id: 5, text: 'Do cities need cars?', answerA: null });
  });

  it('sends the explanation only when written and the type has an answer key', () => {
    const values = emptyQuestionForm('GRAMMAR_FINISH_SENTENCE');
    expect(draftFromForm(values, {})).not.toHaveProperty('explanation');
    values.explanation = { en: ' Past simple. ', vi: '' };
    expect(draftFromForm(values, {}).explanation).toEqual({ en: 'Past simple.', vi: '' });
    expect(draftFromForm({ ...values, type: 'WRITING_ESSAY' }, {})).not.toHaveProperty('explanation');
  });

  it('sends a passage’s questions with blank fields empty, and the rest of the question as it was', () => {
    const values = emptyQuestionForm('READING_COMPREHEND');
    const first = values.questions[0];
    if (first) first.explanation = { en: 'Line 2 says so.', vi: '' };
    const draft = draftFromForm(values, { groups: ['MOCK_TEST'], examId: 12 });
    expect(draft).toMatchObject({ groups: ['MOCK_TEST'], examId: 12 });
    expect(draft.questions).toHaveLength(9);
    expect(draft.questions?.[0]?.explanation).toEqual({ en: 'Line 2 says so.', vi: '' });
    expect(draft.questions?.[1]).toEqual({
      text: '',
      answerA: '',
      answerB: '',
      answerC: '',
      answerD: '',
      expectAnswer: '',
    });
  });
});

describe('formFromQuestion', () => {
  it('puts the edited fields in the form and keeps the rest out of it', () => {
    const { values, rest } = formFromQuestion({
      content: {
        id: 3,
        type: 'GRAMMAR_FINISH_SENTENCE',
        groups: ['MOCK_TEST'],
        level: 'basic',
        text: 'She ___ home.',
        answerA: 'went',
        answerE: null,
        expectAnswer: 'A',
        examId: 12,
        activated: true,
        repeated: false,
        explanation: { en: 'Past simple.', vi: 'Quá khứ đơn.' },
      },
      createdDate: '',
      updatedDate: '',
    });
    expect(values).toMatchObject({
      type: 'GRAMMAR_FINISH_SENTENCE',
      level: 'basic',
      text: 'She ___ home.',
      answerA: 'went',
      answerE: '',
      expectAnswer: 'A',
      explanation: { en: 'Past simple.', vi: 'Quá khứ đơn.' },
    });
    expect(rest).toEqual({ groups: ['MOCK_TEST'], examId: 12 });
  });
});
