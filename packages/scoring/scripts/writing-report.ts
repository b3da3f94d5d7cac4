import type { AsapFold, EllipseTraitResult } from './writing-evaluation.js';

const fixed = (value: number, digits = 3): string => value.toFixed(digits);

/** Markdown table of the leave-one-set-out ASAP results, with the average row. */
export function formatAsapTable(folds: AsapFold[]): string {
  const mean = (pick: (fold: AsapFold) => number): number =>
    folds.reduce((sum, fold) => sum + pick(fold), 0) / folds.length;
  const lines = [
    '| ASAP set (held out) | essays | QWK | Pearson r | length-only QWK | predict-the-mean QWK |',
    '|---|---|---|---|---|---|',
    ...folds.map(
      (fold) =>
        `| ${fold.set} | ${fold.essays} | ${fixed(fold.qwk)} | ${fixed(fold.pearson)} | ${fixed(fold.lengthOnlyQwk)} | ${fixed(fold.meanOnlyQwk)} |`,
    ),
    `| **average** | | **${fixed(mean((fold) => fold.qwk))}** | ${fixed(mean((fold) => fold.pearson))} | ${fixed(mean((fold) => fold.lengthOnlyQwk))} | ${fixed(mean((fold) => fold.meanOnlyQwk))} |`,
  ];
  return lines.join('\n');
}

/** Markdown table of the leave-one-prompt-out ELLIPSE results, with mean column-wise RMSE. */
export function formatEllipseTable(traits: EllipseTraitResult[]): string {
  const mean = (pick: (item: EllipseTraitResult) => number): number =>
    traits.reduce((sum, item) => sum + pick(item), 0) / traits.length;
  const lines = [
    '| ELLIPSE trait (held-out prompts) | Pearson r | RMSE | length-only r | length-only RMSE | predict-the-mean RMSE |',
    '|---|---|---|---|---|---|',
    ...traits.map(
      (item) =>
        `| ${item.trait} | ${fixed(item.pearson)} | ${fixed(item.rmse)} | ${fixed(item.lengthOnlyPearson)} | ${fixed(item.lengthOnlyRmse)} | ${fixed(item.meanOnlyRmse)} |`,
    ),
    `| **mean column-wise RMSE** | | **${fixed(mean((item) => item.rmse))}** | | ${fixed(mean((item) => item.lengthOnlyRmse))} | ${fixed(mean((item) => item.meanOnlyRmse))} |`,
  ];
  return lines.join('\n');
}
