import {
  itemQuestionTypes,
  subQuestionCount,
  transcriptFieldByType,
  type AdminQuestion,
  type ItemQuestionType,
  type QuestionContent,
  type QuestionDraftInput,
  type QuestionView,
} from '@prepwise/contracts';

/** The text fields an admin edits (the content import's fields, grouped as the form shows them). */
export const textFields = [
  'topic',
  'text',
  'description',
  'answerA',
  'answerB',
  'answerC',
  'answerD',
  'answerE',
  'expectAnswer',
  'underlineWord',
  'keyword',
  'phraseHints',
  'audioLink',
  'audioLinkSampleMale',
  'audioLinkSampleFemale',
] as const;
export type TextField = (typeof textFields)[number];

const choicesAToD = ['answerA', 'answerB', 'answerC', 'answerD'] as const;
const choicesAToE = [...choicesAToD, 'answerE'] as const;
const sampleAnswers = ['audioLinkSampleMale', 'audioLinkSampleFemale'] as const;
const keywordHints = ['keyword', 'phraseHints'] as const;
const thptChoice = ['text', ...choicesAToD, 'expectAnswer'] as const;
const thptUnderlined = [...thptChoice, 'underlineWord'] as const;
const fiveChoices = ['text', ...choicesAToE, 'expectAnswer'] as const;
const listeningChoice = ['audioLink', 'description', ...thptChoice] as const;
const listeningTyped = ['audioLink', 'text', 'expectAnswer'] as const;

/**
 * The one table of the form's fields per type, in the order the form shows them, after the topic
 * that every type starts with: the fields the content bank's own items of that type carry.
 */
const fieldsAfterTopic: Record<ItemQuestionType, readonly TextField[]> = {
  PHONETIC_PRONUNCIATION: thptUnderlined,
  PHONETIC_STRESS: thptChoice,
  COM_COM: thptChoice,
  VOCAB_SYNONYM: thptUnderlined,
  VOCAB_ANTONYM: thptUnderlined,
  VOCAB_FINISH_SENTENCE: thptChoice,
  VOCAB_FIND_INCORRECT: thptUnderlined,
  GRAMMAR_FINISH_SENTENCE: thptChoice,
  GRAMMAR_FIND_INCORRECT: thptUnderlined,
  READING_FILL_IN_BLANK: [...thptChoice, 'description'],
  READING_COMPREHEND: ['text', 'description'],
  WRITING_COMBINE: thptChoice,
  WRITING_REWRITE: thptChoice,
  SPEAKING_READ_ALOUD: ['text', ...sampleAnswers],
  REPEAT_SENTENCE: ['audioLink', 'text', ...sampleAnswers],
  DESCRIBE_IMAGE: ['description', 'text', ...keywordHints],
  RETELL_LECTURE: ['audioLink', 'description', ...keywordHints],
  ANSWER_SHORT_QUESTION: listeningTyped,
  WRITING_SUMMARIZE_WRITTEN_TEXT: ['description', 'keyword'],
  WRITING_ESSAY: ['text', 'keyword'],
  READING_FIB_R_W: fiveChoices,
  READING_FIB_R: ['text', 'answerA', 'expectAnswer'],
  READING_RE_ORDER_PARAGRAPH: fiveChoices,
  READING_MCQ_R_SINGLE_ANSWER: ['description', ...thptChoice],
  READING_MCQ_R_MULTIPLE_ANSWER: ['description', ...fiveChoices],
  SUMMARIZE_SPOKEN_TEXT: ['audioLink', 'description', 'keyword'],
  FIB_L: listeningTyped,
  MCQ_L_SINGLE_ANSWER: listeningChoice,
  MCQ_L_MULTIPLE_ANSWER: [...listeningChoice, 'answerE'],
  HIGHLIGHT_CORRECT_SUMMARY: listeningChoice,
  SELECT_MISSING_WORD: listeningChoice,
  HIGHLIGHT_INCORRECT_WORD: ['audioLink', 'description', 'text', 'expectAnswer'],
  DICTATION: listeningTyped,
};

function withTopic(
  table: Record<ItemQuestionType, readonly TextField[]>,
): Record<ItemQuestionType, readonly TextField[]> {
  const fields = { ...table };
  for (const type of itemQuestionTypes) fields[type] = ['topic', ...table[type]];
  return fields;
}

/**
 * The fields each type uses, as the content bank's own items of that type carry them (the form
 * shows only these; the server checks the type's rules, like `npm run content`).
 */
export const fieldsByType: Readonly<Record<ItemQuestionType, readonly TextField[]>> =
  withTopic(fieldsAfterTopic);

/** Fields that hold long text (a passage, a transcript): a text area. */
export const longFields: ReadonlySet<TextField> = new Set(['text', 'description', 'keyword', 'phraseHints']);

/** Types whose description is an image's address (the form offers an image upload there). */
export const imageDescriptionTypes: ReadonlySet<ItemQuestionType> = new Set(['DESCRIBE_IMAGE']);

/** Types with the THPT category label and the bilingual explanation. */
export function hasExplanation(fields: readonly TextField[]): boolean {
  return fields.includes('expectAnswer');
}

export const questionTypeChoices = itemQuestionTypes;

/** An explanation as the form edits it, in English and Vietnamese ('' for none). */
export interface ExplanationFormValues {
  en: string;
  vi: string;
}

/** One multiple-choice question of a reading passage as the form edits it ('' for none). */
export interface SubQuestionFormValues {
  text: string;
  answerA: string;
  answerB: string;
  answerC: string;
  answerD: string;
  expectAnswer: '' | 'A' | 'B' | 'C' | 'D';
  explanation: ExplanationFormValues;
}

export const subQuestionChoices = ['answerA', 'answerB', 'answerC', 'answerD'] as const;

export function emptySubQuestion(): SubQuestionFormValues {
  return {
    text: '',
    answerA: '',
    answerB: '',
    answerC: '',
    answerD: '',
    expectAnswer: '',
    explanation: { en: '', vi: '' },
  };
}

/**
 * What the form edits, shaped as the request (`questionDraftSchema`) so that the schema's and
 * the server's problems name the form's own fields: every text field under the request's name as
 * a string ('' for none), the explanation, the passage's questions and the flags.
 */
export interface QuestionFormValues extends Record<TextField, string> {
  type: ItemQuestionType;
  level: QuestionContent['level'];
  explanation: ExplanationFormValues;
  /** The questions of a reading passage (9 or 10 are saved; the form starts with 9 empty ones). */
  questions: SubQuestionFormValues[];
  activated: boolean;
  repeated: boolean;
}

/** The content fields the form edits (the id is the page's address, not a field). */
const editedKeys = [
  ...textFields,
  'id',
  'type',
  'level',
  'explanation',
  'questions',
  'activated',
  'repeated',
] as const;

/**
 * Everything else the question had (groups, exam, order…): not edited, sent back as it was. The
 * form holds it as its resolver's context, so it is part of what the schema checks.
 */
export type QuestionRest = Partial<Omit<QuestionContent, (typeof editedKeys)[number]>>;

const emptyTexts = (): Record<TextField, string> =>
  Object.fromEntries(textFields.map((field) => [field, ''])) as Record<TextField, string>;

export function emptyQuestionForm(type: ItemQuestionType = 'REPEAT_SENTENCE'): QuestionFormValues {
  return {
    ...emptyTexts(),
    type,
    level: 'intermediate',
    explanation: { en: '', vi: '' },
    questions: Array.from({ length: subQuestionCount.min }, emptySubQuestion),
    activated: true,
    repeated: false,
  };
}

/** The content without the fields the form edits. */
function restOf(content: QuestionContent): QuestionRest {
  const rest: Partial<QuestionContent> = { ...content };
  for (const key of editedKeys) delete rest[key];
  return rest;
}

/** The form's values for a stored question, and the rest of it to send back unchanged. */
export function formFromQuestion(question: AdminQuestion): {
  values: QuestionFormValues;
  rest: QuestionRest;
} {
  const { content } = question;
  const texts = emptyTexts();
  for (const field of textFields) texts[field] = content[field] ?? '';
  const values: QuestionFormValues = {
    ...texts,
    type: content.type as ItemQuestionType,
    level: content.level,
    explanation: { en: content.explanation?.en ?? '', vi: content.explanation?.vi ?? '' },
    questions: content.questions
      ? content.questions.map((sub) => ({
          text: sub.text,
          answerA: sub.answerA,
          answerB: sub.answerB,
          answerC: sub.answerC,
          answerD: sub.answerD,
          expectAnswer: sub.expectAnswer,
          explanation: { en: sub.explanation?.en ?? '', vi: sub.explanation?.vi ?? '' },
        }))
      : Array.from({ length: subQuestionCount.min }, emptySubQuestion),
    activated: content.activated,
    repeated: content.repeated,
  };
  return { values, rest: restOf(content) };
}

/** An explanation when either language is written (both trimmed), else none. */
function explanationDraft(explanation: ExplanationFormValues): ExplanationFormValues | undefined {
  const en = explanation.en.trim();
  const vi = explanation.vi.trim();
  return en || vi ? { en, vi } : undefined;
}

/**
 * The request the form sends: the rest of the question as it was, and the fields of the type that
 * have a value (others left out, so a field hidden by a type change is not sent).
 */
export function draftFromForm(values: QuestionFormValues, rest: QuestionRest): QuestionDraftInput {
  const draft: QuestionDraftInput = {
    ...rest,
    type: values.type,
    level: values.level,
    activated: values.activated,
    repeated: values.repeated,
  };
  const fields = fieldsByType[values.type];
  for (const field of fields) {
    const value = values[field].trim();
    if (value) draft[field] = value;
  }
  const explanation = hasExplanation(fields) ? explanationDraft(values.explanation) : undefined;
  if (explanation) draft.explanation = explanation;
  if (values.type === 'READING_COMPREHEND') draft.questions = values.questions.map(subQuestionDraft);
  return draft;
}

type SubQuestionDraft = NonNullable<QuestionDraftInput['questions']>[number];

/** A sub-question as the server takes it (blank fields sent empty, so its checks name them). */
function subQuestionDraft(sub: SubQuestionFormValues): SubQuestionDraft {
  const draft: SubQuestionDraft = {
    text: sub.text.trim(),
    answerA: sub.answerA.trim(),
    answerB: sub.answerB.trim(),
    answerC: sub.answerC.trim(),
    answerD: sub.answerD.trim(),
    expectAnswer: sub.expectAnswer,
  };
  const explanation = explanationDraft(sub.explanation);
  if (explanation) draft.explanation = explanation;
  return draft;
}

/** The question as a learner's player receives it (no answer key), to preview it in the real player. */
export function previewOf(values: QuestionFormValues, id: number | null): QuestionView {
  // The transcript of a recording stays hidden until the learner answers, as the server serves it.
  const hidden = transcriptFieldByType[values.type];
  const text = (field: TextField) => {
    if (field === hidden) return null;
    const value = fieldsByType[values.type].includes(field) ? values[field].trim() : '';
    return value || null;
  };
  let questions: QuestionView['questions'] = null;
  if (values.type === 'READING_COMPREHEND')
    questions = values.questions.map(({ text, answerA, answerB, answerC, answerD }) => ({
      text,
      answerA,
      answerB,
      answerC,
      answerD,
    }));
  const now = new Date(0).toISOString();
  return {
    id: id ?? 0,
    type: values.type,
    groups: ['QUESTION_BANK'],
    vocabulary: null,
    text: text('text'),
    level: values.level,
    answerA: text('answerA'),
    answerB: text('answerB'),
    answerC: text('answerC'),
    answerD: text('answerD'),
    answerE: text('answerE'),
    answerF: null,
    answerG: null,
    answerH: null,
    answerI: null,
    answerJ: null,
    unformatAnswerA: null,
    unformatAnswerB: null,
    unformatAnswerC: null,
    unformatAnswerD: null,
    underlineWord: text('underlineWord'),
    audioLink: text('audioLink'),
    description: text('description'),
    examId: null,
    keyword: null,
    phraseHints: null,
    numberKeyword: null,
    lstType: null,
    timeBreak: null,
    orderDisplay: null,
    activated: values.activated,
    repeated: values.repeated,
    topic: text('topic'),
    audioLinkSampleMale: text('audioLinkSampleMale'),
    audioLinkSampleFemale: text('audioLinkSampleFemale'),
    questions,
    bookmarked: false,
    createdDate: now,
    updatedDate: now,
  };
}
