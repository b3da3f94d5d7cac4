import { scorerMessage } from '@prepwise/contracts';
import { issueBetween, PLAIN_SUBJECTS, SINGULAR_SUBJECTS, SUBORDINATORS } from './grammar-types.js';
import type { GrammarIssue, GrammarRule, RuleContext } from './grammar-types.js';
import type { Token } from './text-analysis.js';
import { classifyVerb } from './verb-forms.js';
import { canBeVerb } from './verb-lexicon.js';

const RELATIVES = new Set(['which', 'who', 'whom', 'whose', 'where', 'that', 'what', 'how', 'why']);
const LONG_SENTENCE_WORDS = 40;

function isSubjectPronoun(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    token.pos === 'PRON' &&
    (PLAIN_SUBJECTS.has(token.lower) || SINGULAR_SUBJECTS.has(token.lower))
  );
}

function isFiniteVerb(token: Token): boolean {
  if (token.pos === 'AUX') return true;
  return token.pos === 'VERB' && classifyVerb(token) !== 'ing';
}

const CLAUSE_OPENERS = new Set(['PRON', 'DET', 'NOUN', 'PROPN']);

/** A clause that starts with its subject ("I got...", "the results...") and holds a pronoun + finite verb. */
function hasIndependentClause(clause: Token[]): boolean {
  const tokens = clause[0]?.pos === 'CCONJ' ? clause.slice(1) : clause;
  const head = tokens[0];
  if (!head || !CLAUSE_OPENERS.has(head.pos) || ['every', 'each', 'all', 'to'].includes(head.lower))
    return false;
  if (tokens.some((token) => SUBORDINATORS.has(token.lower) || RELATIVES.has(token.lower))) return false;
  return tokens.some((token, index) => isSubjectPronoun(tokens[index - 1]) && isFiniteVerb(token));
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "I like it, it is good": two independent clauses joined by a comma (comma splice). */
function findCommaSplices(tokens: Token[]): GrammarIssue[] {
  const issues: GrammarIssue[] = [];
  let clauseStart = 0;
  tokens.forEach((token, index) => {
    if (token.text !== ',') return;
    const subject = tokens[index + 1];
    const verb = tokens[index + 2];
    const clause = tokens.slice(clauseStart, index);
    clauseStart = index + 1;
    if (!subject || !verb || !isSubjectPronoun(subject) || !isFiniteVerb(verb)) return;
    if (!hasIndependentClause(clause) || SUBORDINATORS.has(tokens[0]?.lower ?? '')) return;
    const message = scorerMessage('commaSplice');
    const suggestion = `. ${subject.lower === 'i' ? 'I' : capitalise(subject.text)}`;
    issues.push(issueBetween('run-on', token, subject, message, suggestion));
  });
  return issues;
}

/** Very long sentences that chain clauses with "and/so/but + pronoun" and no commas. */
function findFusedClauses(tokens: Token[]): GrammarIssue[] {
  const words = tokens.filter((token) => token.isWord).length;
  if (words < LONG_SENTENCE_WORDS || tokens.some((token) => token.text === ',')) return [];
  const joins = tokens.filter(
    (token, index) => ['and', 'so', 'but'].includes(token.lower) && isSubjectPronoun(tokens[index + 1]),
  );
  const first = joins[0];
  if (joins.length < 2 || !first) return [];
  const subject = tokens[tokens.indexOf(first) + 1] ?? first;
  const message = scorerMessage('runOn');
  return [issueBetween('run-on', first, subject, message, `. ${capitalise(subject.text)}`)];
}

/** Comma splices and fused run-on sentences. */
export const runOnSentence: GrammarRule = ({ tokens }: RuleContext) => [
  ...findCommaSplices(tokens),
  ...findFusedClauses(tokens),
];

function endsWithStop(analysis: RuleContext['analysis'], end: number): boolean {
  return /[.!?]["')\]]*$/.test(analysis.text.slice(Math.max(0, end - 3), end));
}

const SUBJECT_HEADS = new Set(['NOUN', 'PROPN', 'PRON']);

/**
 * The tagger's most common slip in a correct sentence: a verb after a noun subject taken for a
 * plural noun ("the best approach combines both ideas", "nursing students study in a college").
 * A word tagged as a noun right after a noun or pronoun counts as the verb when the dictionary
 * says its lemma can be a verb.
 */
function hasMistaggedVerb(tokens: Token[]): boolean {
  return tokens.some(
    (token, index) =>
      token.pos === 'NOUN' && SUBJECT_HEADS.has(tokens[index - 1]?.pos ?? '') && canBeVerb(token.lemma),
  );
}

/** "Because it is cheap." or "For example the internet.": a sentence that cannot stand alone. */
export const sentenceFragment: GrammarRule = ({ analysis, sentence, tokens, previous }: RuleContext) => {
  const words = tokens.filter((token) => token.isWord);
  const head = words[0];
  if (!head || !previous || words.length < 3 || !endsWithStop(analysis, sentence.end)) return [];
  if (!endsWithStop(analysis, previous.end)) return [];
  const hasVerb =
    tokens.some((token) => token.pos === 'VERB' || token.pos === 'AUX') || hasMistaggedVerb(tokens);
  const subordinate =
    ['because', 'although', 'though', 'whereas'].includes(head.lower) &&
    !tokens.some((token) => token.text === ',');
  if (hasVerb && !subordinate) return [];
  if (!hasVerb && words.length < 4) return [];
  const stop = analysis.tokens[previous.last - 1];
  if (!stop || stop.pos !== 'PUNCT') return [];
  const message = scorerMessage(hasVerb ? 'fragmentClause' : 'noVerb');
  const first = head.pos === 'PROPN' || head.text === 'I' ? head.text : head.lower;
  const suggestion = `${hasVerb ? '' : ','} ${first}`;
  return [issueBetween('fragment', stop, head, message, suggestion)];
};

/** A sentence must start with a capital letter, and the pronoun "I" is always a capital. */
export const capitalisation: GrammarRule = ({ analysis, tokens, previous }: RuleContext) => {
  const issues: GrammarIssue[] = [];
  const head = tokens.find((token) => token.isWord);
  const previousClosed = previous === undefined || endsWithStop(analysis, previous.end);
  if (head && previousClosed && /^\p{Ll}/u.test(head.text) && !/\p{Lu}/u.test(head.text.slice(1))) {
    const message = scorerMessage('capital');
    issues.push(issueBetween('capitalisation', head, head, message, capitalise(head.text)));
  }
  for (const token of tokens) {
    if (token.text === 'i' && token.pos === 'PRON') {
      issues.push(issueBetween('capitalisation', token, token, scorerMessage('capitalI'), 'I'));
    }
  }
  return issues;
};

const REPEATABLE = new Set(['had', 'that', 'very', 'so', 'many', 'really', 'no', 'ha', 'bye', 'is']);

/** "the the": the same word twice in a row. */
export const doubleWord: GrammarRule = ({ tokens }: RuleContext) => {
  const issues: GrammarIssue[] = [];
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (!next || !token.isWord || next.lower !== token.lower || REPEATABLE.has(token.lower)) return;
    issues.push(
      issueBetween('double-word', token, next, scorerMessage('doubleWord', { word: token.text }), token.text),
    );
  });
  return issues;
};
