import {
  articleNoun,
  indefiniteArticle,
  modalVerbForm,
  subjectVerbAgreement,
  tenseConsistency,
  toVerbForm,
} from './agreement-rules.js';
import type { GrammarIssue, GrammarRule, GrammarRuleName } from './grammar-types.js';
import { capitalisation, doubleWord, runOnSentence, sentenceFragment } from './sentence-rules.js';
import type { TextAnalysis } from './text-analysis.js';
import type { WritingEvidence } from './types.js';

/** Every learner-error rule, by name; the order is the order issues are reported in. */
export const GRAMMAR_RULES: ReadonlyArray<[GrammarRuleName, GrammarRule]> = [
  ['subject-verb-agreement', subjectVerbAgreement],
  ['a-an', indefiniteArticle],
  ['article-noun', articleNoun],
  ['modal-verb-form', modalVerbForm],
  ['to-verb-form', toVerbForm],
  ['tense-consistency', tenseConsistency],
  ['run-on', runOnSentence],
  ['fragment', sentenceFragment],
  ['capitalisation', capitalisation],
  ['double-word', doubleWord],
];

/** Runs every grammar rule over every sentence; issues come back sorted, overlapping ones dropped (first rule wins). */
export function findGrammarIssues(analysis: TextAnalysis): GrammarIssue[] {
  const issues: GrammarIssue[] = [];
  analysis.sentences.forEach((sentence, index) => {
    const tokens = analysis.tokens
      .slice(sentence.first, sentence.last)
      .filter((token) => token.pos !== 'SPACE');
    const context = { analysis, sentence, tokens, previous: analysis.sentences[index - 1] };
    for (const [, rule] of GRAMMAR_RULES) issues.push(...rule(context));
  });
  issues.sort((left, right) => left.start - right.start);
  return issues.filter((issue, index) => {
    const previous = issues[index - 1];
    return previous === undefined || previous.end <= issue.start;
  });
}

/** Turns grammar issues into evidence spans of the response. */
export function toGrammarEvidence(analysis: TextAnalysis, issues: GrammarIssue[]): WritingEvidence[] {
  return issues.map((issue) => ({
    start: issue.start,
    end: issue.end,
    text: analysis.text.slice(issue.start, issue.end),
    kind: 'grammar',
    message: issue.message,
    suggestion: issue.suggestion,
  }));
}
