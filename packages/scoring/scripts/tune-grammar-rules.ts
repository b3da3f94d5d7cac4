/**
 * Reports how often each grammar rule fires on JFLEG learner sentences versus their human
 * corrections, and optionally prints every hit of one rule to inspect false positives.
 * Usage: node --import tsx packages/scoring/scripts/tune-grammar-rules.ts [--data <folder>] [--show <rule>]
 */
import { countRuleHits, formatRuleTable, measureRuleFirings } from './grammar-rule-report.js';
import { readJfleg, readOption, resolveDataFolder } from './writing-data.js';

function main(): void {
  const { sources, references } = readJfleg(resolveDataFolder(process.argv));
  const show = readOption(process.argv, 'show', '');
  if (show.length > 0) {
    const labelled: Array<[string, string[]]> = [
      ['src', sources],
      ...references.map((lines, index): [string, string[]] => [`ref${index}`, lines]),
    ];
    for (const [label, lines] of labelled) {
      countRuleHits(lines, (sentence, rule, start, end, suggestion) => {
        if (rule !== show) return;
        console.log(
          `${label}: ${sentence.slice(0, start)}[[${sentence.slice(start, end)}]]${sentence.slice(end)} -> ${suggestion}`,
        );
      });
    }
  }
  console.log(formatRuleTable(measureRuleFirings(sources, references), sources.length));
}

main();
