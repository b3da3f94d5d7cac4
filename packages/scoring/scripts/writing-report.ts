import { ELLIPSE_TRAITS } from './writing-data.js';
import type { AsapFold, EllipsePromptResult, EllipseTraitResult } from './writing-evaluation.js';

const fixed = (value: number, digits = 3): string => value.toFixed(digits);

/** Markdown table of the leave-one-set-out ASAP results, with the average row. */
export function formatAsapTable(folds: AsapFold[]): string {
  const mean = (pick: (fold: AsapFold) => number): number =>
    folds.reduce((sum, fold) => sum + pick(fold), 0) / folds.length;
  const row = (label: string, pick: (fold: AsapFold) => number[]): string =>
    `| ${label} | ${pick(folds[0] as AsapFold)
      .map((_, index) => fixed(mean((fold) => pick(fold)[index] ?? 0)))
      .join(' | ')} |`;
  const columns = (fold: AsapFold): number[] => [
    fold.matchedQwk,
    fold.pearson,
    fold.lengthOnlyMatchedQwk,
    fold.lengthOnlyPearson,
    fold.surfaceMatchedQwk,
    fold.surfacePearson,
    fold.qwk,
    fold.lengthOnlyQwk,
    fold.meanOnlyQwk,
  ];
  const lines = [
    '| ASAP set (held out) | essays | scorer QWK (matched) | scorer r | length QWK (matched) | length r | surface ridge QWK (matched) | surface r | scorer QWK (linear map) | length QWK (linear map) | predict-the-mean QWK | scorer chosen by the inner folds |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...folds.map(
      (fold) =>
        `| ${fold.set} | ${fold.essays} | ${columns(fold)
          .map((value) => fixed(value))
          .join(' | ')} | ${fold.choice} |`,
    ),
    `${row('**average** | ', columns)} |`,
  ];
  return lines.join('\n');
}

/** Markdown table of the leave-one-prompt-out ELLIPSE results, with mean column-wise RMSE. */
export function formatEllipseTable(traits: EllipseTraitResult[]): string {
  const mean = (pick: (item: EllipseTraitResult) => number): number =>
    traits.reduce((sum, item) => sum + pick(item), 0) / traits.length;
  const lines = [
    '| ELLIPSE trait (held-out prompts) | Pearson r | RMSE | length-only r | surface ridge r | length-only RMSE | predict-the-mean RMSE |',
    '|---|---|---|---|---|---|---|',
    ...traits.map(
      (item) =>
        `| ${item.trait} | ${fixed(item.pearson)} | ${fixed(item.rmse)} | ${fixed(item.lengthOnlyPearson)} | ${fixed(item.surfacePearson)} | ${fixed(item.lengthOnlyRmse)} | ${fixed(item.meanOnlyRmse)} |`,
    ),
    `| **mean column-wise RMSE** | | **${fixed(mean((item) => item.rmse))}** | | | ${fixed(mean((item) => item.lengthOnlyRmse))} | ${fixed(mean((item) => item.meanOnlyRmse))} |`,
  ];
  return lines.join('\n');
}

/** Markdown table of each held-out ELLIPSE prompt: the scorer's r per trait and the baselines' r on Overall. */
export function formatEllipsePromptTable(prompts: EllipsePromptResult[]): string {
  return [
    `| ELLIPSE prompt (held out) | essays | ${ELLIPSE_TRAITS.map((trait) => `${trait} r`).join(' | ')} | length-only Overall r | surface ridge Overall r |`,
    `|---|---|${ELLIPSE_TRAITS.map(() => '---|').join('')}---|---|`,
    ...prompts.map(
      (item) =>
        `| ${item.prompt} | ${item.essays} | ${ELLIPSE_TRAITS.map((trait) => fixed(item.pearson[trait])).join(' | ')} | ${fixed(item.lengthOnlyOverall)} | ${fixed(item.surfaceOverall)} |`,
    ),
  ].join('\n');
}

/** One line per trait: which candidates the inner folds chose, and how often. */
export function formatTraitChoices(traits: EllipseTraitResult[]): string {
  return traits
    .map(
      (item) =>
        `- ${item.trait}: ${Object.entries(item.choices)
          .sort((left, right) => right[1] - left[1])
          .map(([label, count]) => `${label} (${count})`)
          .join('; ')}`,
    )
    .join('\n');
}
