import {
  answerLetters,
  type ReviewCardKind,
  type ReviewOption,
  type ReviewPrompt,
} from '@prepwise/contracts';
import { tokenizeWords } from '@prepwise/scoring';
import { transcriptOf, type QuestionRow } from '../questions/index.js';

/** A card to create from a mistake: what it drills, the key, and the mistake's own name. */
export interface MistakeCard {
  kind: ReviewCardKind;
  /**
   * One card per mistake and learner: `q<id>:<kind>:<position>`, `spell:<right word>`,
   * `say:<word>` (the same word misspelled or mispronounced again makes no second card).
   */
  sourceKey: string;
  questionId: number | null;
  questionType: string | null;
  prompt: ReviewPrompt;
  answerKey: string[];
}

/** The stored columns of an answer that say what went wrong (marked or scored). */
export interface AnswerOutcome {
  status: string;
  response: Record<string, unknown>;
  evidence: Record<string, unknown>[];
  /** A scored answer's traits, each with its evidence (the writing scorer's misspellings). */
  traits?: Record<string, unknown> | null;
  /** A spoken answer's word timeline (the speech scorer's word statuses). */
  speech?: Record<string, unknown> | null;
}

interface Evidence {
  kind: string;
  position: number;
  expected: string | null;
  given: string | null;
  correct: boolean;
}

/** How many cards one answer may make at most (a long essay full of typos stays a short session). */
const maxCardsPerAnswer = 10;

/**
 * The review cards an answer's mistakes make (issue 17): every wrong blank, choice, sub-question
 * and out-of-place paragraph pair of an objective answer; every misspelled word the writing
 * scorer found with a suggestion; every word the speech scorer heard mispronounced. Pure: reads
 * the marks and the scorer's results as stored, changes nothing.
 */
export function mistakeCardsOf(question: QuestionRow, answer: AnswerOutcome): MistakeCard[] {
  let cards: MistakeCard[] = [];
  if (answer.status === 'MARKED') cards = objectiveCards(question, answer.evidence.map(readEvidence));
  else if (answer.status === 'SCORED') cards = [...spellingCards(answer), ...pronunciationCards(answer)];
  return cards.slice(0, maxCardsPerAnswer);
}

function readEvidence(item: Record<string, unknown>): Evidence {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    kind: String(item.kind),
    position: typeof item.position === 'number' ? item.position : 0,
    expected: text(item.expected),
    given: text(item.given),
    correct: item.correct === true,
  };
}

function objectiveCards(question: QuestionRow, evidence: Evidence[]): MistakeCard[] {
  const wrong = evidence.filter((item) => !item.correct);
  if (wrong.length === 0) return [];
  const base = { questionId: question.id, questionType: question.type };
  const passage = passageOf(question);
  const cards: MistakeCard[] = [];
  for (const item of wrong) {
    if (item.kind === 'blank' && item.expected) {
      cards.push({
        ...base,
        kind: 'BLANK',
        sourceKey: `q${question.id}:blank:${item.position}`,
        prompt: {
          text: blankSentence(question, evidence, item.position),
          passage: null,
          options: blankOptions(question, item.position),
          multiple: false,
          given: item.given,
        },
        answerKey: [item.expected],
      });
    } else if (item.kind === 'choice' && item.expected) {
      cards.push({
        ...base,
        kind: 'CHOICE',
        sourceKey: `q${question.id}:choice:0`,
        prompt: choicePrompt(question.text ?? '', passage, question.answers, false, item.given),
        answerKey: [item.expected],
      });
    } else if (item.kind === 'sub-question' && item.expected) {
      const sub = subQuestionOf(question, item.position);
      if (!sub) continue;
      cards.push({
        ...base,
        kind: 'CHOICE',
        sourceKey: `q${question.id}:sub:${item.position}`,
        prompt: choicePrompt(sub.text, question.text, sub, false, item.given),
        answerKey: [item.expected],
      });
    } else if (item.kind === 'pair' && item.expected) {
      const card = orderCard(question, item);
      if (card) cards.push({ ...base, ...card });
    } else if (item.kind === 'word' && item.expected && question.type === 'DICTATION') {
      cards.push({ ...base, ...dictationCard(question, item) });
    }
  }
  if (question.type === 'HIGHLIGHT_INCORRECT_WORD') cards.push(...highlightCards(question, evidence));
  if (wrong.some((item) => item.kind === 'option')) {
    const key = evidence.flatMap((item) => (item.kind === 'option' && item.expected ? [item.expected] : []));
    const given = evidence.flatMap((item) => (item.kind === 'option' && item.given ? [item.given] : []));
    cards.push({
      ...base,
      kind: 'CHOICE',
      sourceKey: `q${question.id}:options:0`,
      prompt: choicePrompt(question.text ?? '', passage, question.answers, true, given.join(', ') || null),
      answerKey: key,
    });
  }
  return cards;
}

/** The passage or transcript of a task (revealed once answered), else null. */
function passageOf(question: QuestionRow): string | null {
  return transcriptOf(question) ?? question.description ?? null;
}

function optionsOf(answers: Partial<Record<string, string>>): ReviewOption[] {
  return answerLetters.flatMap((letter) => {
    const text = answers[letter]?.trim();
    return text ? [{ id: letter, text }] : [];
  });
}

function choicePrompt(
  text: string,
  passage: string | null,
  answers: Partial<Record<string, string>>,
  multiple: boolean,
  given: string | null,
): ReviewPrompt {
  return { text, passage, options: optionsOf(answers), multiple, given };
}

function subQuestionOf(question: QuestionRow, position: number) {
  const raw = Array.isArray(question.subQuestions) ? question.subQuestions[position] : undefined;
  if (!raw || typeof raw !== 'object') return undefined;
  const sub = raw as Record<string, unknown>;
  const field = (name: string) => (typeof sub[name] === 'string' ? sub[name] : undefined);
  return {
    text: field('text') ?? '',
    A: field('answerA'),
    B: field('answerB'),
    C: field('answerC'),
    D: field('answerD'),
  };
}

/**
 * The sentence holding blank `position`, with that blank kept as `@Blank@` and every other blank
 * of the sentence filled with its key word (the drill asks for one word).
 */
function blankSentence(question: QuestionRow, evidence: Evidence[], position: number): string {
  const keys = evidence.filter((item) => item.kind === 'blank');
  const pieces = (question.text ?? '').split(/@Blank@/i);
  let filled = '';
  pieces.forEach((piece, index) => {
    filled += piece;
    if (index < pieces.length - 1)
      filled +=
        index === position ? '@Blank@' : (keys.find((item) => item.position === index)?.expected ?? '…');
  });
  const sentences = filled.match(/[^.!?]+[.!?]*/g) ?? [filled];
  return (sentences.find((sentence) => sentence.includes('@Blank@')) ?? filled).trim();
}

/** A dropdown blank's candidates, or a word pool's words; null for a typed blank. */
function blankOptions(question: QuestionRow, position: number): ReviewOption[] | null {
  if (question.type === 'READING_FIB_R_W') {
    const field = question.answers[answerLetters[position] ?? ''] ?? '';
    const words = field
      .split('/')
      .map((word) => word.trim())
      .filter(Boolean);
    return words.length > 0 ? words.map((word) => ({ id: word, text: word })) : null;
  }
  if (question.type === 'READING_FIB_R') {
    const words = optionsOf(question.answers).map((option) => option.text);
    return words.length > 0 ? words.map((word) => ({ id: word, text: word })) : null;
  }
  return null;
}

/** A pair out of place: which paragraph follows this one (the other paragraphs as options). */
function orderCard(
  question: QuestionRow,
  item: Evidence,
): Omit<MistakeCard, 'questionId' | 'questionType'> | null {
  const [first, second] = (item.expected ?? '').split('-');
  const paragraphs = optionsOf(question.answers);
  const lead = paragraphs.find((paragraph) => paragraph.id === first);
  if (!lead || !second) return null;
  return {
    kind: 'ORDER',
    sourceKey: `q${question.id}:pair:${item.position}`,
    prompt: {
      text: lead.text,
      passage: null,
      options: paragraphs.filter((paragraph) => paragraph.id !== first),
      multiple: false,
      given: item.given?.split('-')[1] ?? null,
    },
    answerKey: [second],
  };
}

/**
 * A word of a dictation missed or misspelled: the sentence heard, that word as the blank to type
 * (the reference sentence is revealed once the answer is marked).
 */
function dictationCard(
  question: QuestionRow,
  item: Evidence,
): Omit<MistakeCard, 'questionId' | 'questionType'> {
  const words = tokenizeWords(question.expectAnswer ?? '');
  const sentence = words.map((word, index) => (index === item.position ? '@Blank@' : word)).join(' ');
  return {
    kind: 'BLANK',
    sourceKey: `q${question.id}:word:${item.position}`,
    prompt: { text: sentence, passage: null, options: null, multiple: false, given: null },
    answerKey: [item.expected ?? ''],
  };
}

/**
 * The sentences of a highlight-incorrect-words text that hold a mistake (a wrong word missed or a
 * right word highlighted): which of its words differed from the recording (every one must be
 * picked; the transcript shown). A sentence whose mistake was a highlight where no word differed
 * makes no card: it has no word to pick.
 */
function highlightCards(question: QuestionRow, evidence: Evidence[]): MistakeCard[] {
  const words = (question.text ?? '').split(/\s+/).filter((word) => word !== '');
  const marks = evidence.filter((item) => item.kind === 'word');
  const cards: MistakeCard[] = [];
  for (const [from, to] of sentenceRanges(words)) {
    const inside = marks.filter((item) => item.position >= from && item.position < to);
    const key = inside.filter((item) => item.expected !== null).map((item) => `W${item.position}`);
    if (key.length === 0 || inside.every((item) => item.correct)) continue;
    const given = inside.filter((item) => item.given !== null).map((item) => item.given);
    cards.push({
      kind: 'CHOICE',
      sourceKey: `q${question.id}:sentence:${from}`,
      questionId: question.id,
      questionType: question.type,
      prompt: {
        text: words.slice(from, to).join(' '),
        passage: passageOf(question),
        options: words.slice(from, to).map((word, index) => ({ id: `W${from + index}`, text: word })),
        multiple: true,
        given: given.length > 0 ? given.join(', ') : null,
      },
      answerKey: key,
    });
  }
  return cards;
}

/** The [start, end) word positions of each sentence (a word ending in . ! or ? ends one). */
function sentenceRanges(words: string[]): [number, number][] {
  const ranges: [number, number][] = [];
  let from = 0;
  words.forEach((word, index) => {
    if (/[.!?]["'”’)]*$/.test(word) || index === words.length - 1) {
      ranges.push([from, index + 1]);
      from = index + 1;
    }
  });
  return ranges;
}

function spellingCards(answer: AnswerOutcome): MistakeCard[] {
  const response = typeof answer.response.text === 'string' ? answer.response.text : '';
  const seen = new Set<string>();
  const cards: MistakeCard[] = [];
  for (const trait of Object.values(answer.traits ?? {})) {
    const evidence = (trait as { evidence?: unknown } | null)?.evidence;
    for (const item of Array.isArray(evidence) ? (evidence as Record<string, unknown>[]) : []) {
      if (item.kind !== 'spelling' || typeof item.suggestion !== 'string' || typeof item.text !== 'string')
        continue;
      // One card per word to learn: two misspellings of the same word make one card.
      const word = item.suggestion.toLowerCase();
      if (seen.has(word)) continue;
      seen.add(word);
      const start = typeof item.start === 'number' ? item.start : response.indexOf(item.text);
      cards.push({
        kind: 'SPELLING',
        sourceKey: `spell:${word}`,
        questionId: null,
        questionType: null,
        prompt: {
          text: sentenceAround(response, start, item.text),
          passage: null,
          options: null,
          multiple: false,
          given: item.text,
        },
        answerKey: [item.suggestion],
      });
    }
  }
  return cards;
}

/** The sentence of `text` around `start`, with the word marked as the blank to fill. */
function sentenceAround(text: string, start: number, word: string): string {
  if (start < 0) return '@Blank@';
  const before = text.slice(0, start);
  const from = Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?')) + 1;
  const endMatch = /[.!?]/.exec(text.slice(start + word.length));
  const to = endMatch ? start + word.length + endMatch.index + 1 : text.length;
  return `${text.slice(from, start)}@Blank@${text.slice(start + word.length, to)}`.trim().slice(0, 400);
}

function pronunciationCards(answer: AnswerOutcome): MistakeCard[] {
  const words = Array.isArray(answer.speech?.words) ? (answer.speech.words as Record<string, unknown>[]) : [];
  const seen = new Set<string>();
  return words.flatMap((spoken): MistakeCard[] => {
    if (typeof spoken.word !== 'string' || spoken.status !== 'mispronounced') return [];
    const word = spoken.word.toLowerCase();
    if (seen.has(word)) return [];
    seen.add(word);
    return [
      {
        kind: 'PRONUNCIATION',
        sourceKey: `say:${word}`,
        questionId: null,
        questionType: null,
        prompt: { text: spoken.word, passage: null, options: null, multiple: false, given: null },
        answerKey: [word],
      },
    ];
  });
}
