import { findGrammarIssues, GRAMMAR_RULES } from '../src/writing/grammar.js';
import type { GrammarRuleName } from '../src/writing/grammar-types.js';
import { analyseText } from '../src/writing/text-analysis.js';

/** How often one rule fires on learner sentences and (on average) on their human corrections. */
export interface RuleFiring {
  rule: GrammarRuleName;
  onSources: number;
  onCorrections: number;
}

/** Calls `onIssue` for each rule hit; returns hits per rule. */
export function countRuleHits(
  sentences: string[],
  onIssue?: (sentence: string, rule: GrammarRuleName, start: number, end: number, suggestion: string) => void,
): Map<GrammarRuleName, number> {
  const counts = new Map<GrammarRuleName, number>();
  for (const sentence of sentences) {
    for (const issue of findGrammarIssues(analyseText(sentence))) {
      counts.set(issue.rule, (counts.get(issue.rule) ?? 0) + 1);
      onIssue?.(sentence, issue.rule, issue.start, issue.end, issue.suggestion);
    }
  }
  return counts;
}

/** Rule firings on JFLEG sources versus the mean over the four corrections. */
export function measureRuleFirings(sources: string[], references: string[][]): RuleFiring[] {
  const onSources = countRuleHits(sources);
  const onReferences = references.map((lines) => countRuleHits(lines));
  return GRAMMAR_RULES.map(([rule]) => ({
    rule,
    onSources: onSources.get(rule) ?? 0,
    onCorrections: onReferences.reduce((sum, counts) => sum + (counts.get(rule) ?? 0), 0) / references.length,
  }));
}

/** Markdown table of rule firings; a precise rule fires on sources and rarely on corrections. */
export function formatRuleTable(firings: RuleFiring[], sentences: number): string {
  return [
    `| grammar rule | fires on ${sentences} JFLEG learner sentences | mean fires on their human corrections |`,
    '|---|---|---|',
    ...firings.map((item) => `| ${item.rule} | ${item.onSources} | ${item.onCorrections.toFixed(2)} |`),
  ].join('\n');
}
