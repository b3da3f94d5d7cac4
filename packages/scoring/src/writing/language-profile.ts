import { measureDiscourse } from './discourse.js';
import type { DiscourseReport } from './discourse.js';
import { findGrammarIssues } from './grammar.js';
import type { GrammarIssue } from './grammar-types.js';
import type { Lexicon } from './lexicon.js';
import { measureRange } from './linguistic-range.js';
import type { RangeReport } from './linguistic-range.js';
import { checkSpelling } from './spelling.js';
import type { SpellingReport } from './spelling.js';
import { analyseText } from './text-analysis.js';
import type { TextAnalysis } from './text-analysis.js';
import { measureVocabulary } from './vocabulary.js';
import type { VocabularyReport } from './vocabulary.js';

/** Everything the language traits are computed from. */
export interface LanguageProfile {
  analysis: TextAnalysis;
  words: number;
  spelling: SpellingReport;
  grammar: GrammarIssue[];
  vocabulary: VocabularyReport;
  discourse: DiscourseReport;
  range: RangeReport;
}

/** Options for profiling; the fit script turns suggestions off to save time. */
export interface ProfileOptions {
  lexicon: Lexicon;
  maxSuggestedWords?: number;
}

/** Runs every language analysis over a text (already capped to the processing limit). */
export function profileLanguage(text: string, options: ProfileOptions): LanguageProfile {
  const analysis = analyseText(text);
  return {
    analysis,
    words: analysis.tokens.filter((token) => token.isWord && !/^n't$|^'/.test(token.text)).length,
    spelling: checkSpelling(text, options.maxSuggestedWords),
    grammar: findGrammarIssues(analysis),
    vocabulary: measureVocabulary(analysis, options.lexicon),
    discourse: measureDiscourse(analysis),
    range: measureRange(analysis),
  };
}
