import type { ScorerMessage } from '@prepwise/contracts';
import type { Sentence, TextAnalysis, Token } from './text-analysis.js';

/** Names of the learner-error rules; the JFLEG tuning script reports per rule. */
export type GrammarRuleName =
  | 'subject-verb-agreement'
  | 'a-an'
  | 'article-noun'
  | 'modal-verb-form'
  | 'to-verb-form'
  | 'tense-consistency'
  | 'run-on'
  | 'fragment'
  | 'capitalisation'
  | 'double-word';

/** One rule hit: a span of the analysed text and the replacement for that span. */
export interface GrammarIssue {
  rule: GrammarRuleName;
  start: number;
  end: number;
  message: ScorerMessage;
  suggestion: string;
}

/** What a rule sees: one sentence's non-space tokens and the whole analysis for context. */
export interface RuleContext {
  analysis: TextAnalysis;
  sentence: Sentence;
  tokens: Token[];
  previous: Sentence | undefined;
}

/** A rule reports every issue it finds in one sentence. */
export type GrammarRule = (context: RuleContext) => GrammarIssue[];

/** Builds an issue spanning tokens `from`..`to` (inclusive). */
export function issueBetween(
  rule: GrammarRuleName,
  from: Token,
  to: Token,
  message: ScorerMessage,
  suggestion: string,
): GrammarIssue {
  return { rule, start: from.start, end: to.end, message, suggestion };
}

/** Subject pronouns that take a third-person singular verb. */
export const SINGULAR_SUBJECTS = new Set([
  'he',
  'she',
  'it',
  'everyone',
  'everybody',
  'someone',
  'somebody',
  'nobody',
  'everything',
  'something',
  'nothing',
  'anyone',
  'anybody',
]);

/** Subject pronouns that take a plain verb. */
export const PLAIN_SUBJECTS = new Set(['i', 'you', 'we', 'they']);

/** Words that open a subordinate clause. */
export const SUBORDINATORS = new Set([
  'because',
  'although',
  'though',
  'while',
  'whereas',
  'since',
  'if',
  'when',
  'unless',
  'after',
  'before',
  'once',
  'until',
  'as',
  'whether',
  'whenever',
  'wherever',
]);
