import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import chartData from '../../../src/bank/pte/describe-image-data.json' with { type: 'json' };
import { niceScale } from './axes.js';
import { parseChartSpecs, type ChartSpec } from './chart-data.js';
import { renderChart } from './render-chart.js';
import { wrapText } from './svg.js';

const assets = new URL('../../../assets/images/', import.meta.url);

/** Tags balance (a small well-formedness check: every opened element is closed in order). */
function unbalancedTags(svg: string): string[] {
  const stack: string[] = [];
  const problems: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name = '', selfClosing] = match;
    if (selfClosing) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) problems.push(name);
  }
  return [...problems, ...stack];
}

const samples: ChartSpec[] = [
  {
    id: 1,
    kind: 'bar',
    title: 'R&D <spend>',
    summary: 'A & B',
    unit: '%',
    categories: ['A', 'B'],
    series: [{ name: 'x', values: [1, 2] }],
  },
  {
    id: 2,
    kind: 'line',
    title: 'Line',
    summary: 'Two series',
    unit: 'kg',
    categories: ['1', '2', '3'],
    series: [
      { name: 'a', values: [3, 1, 2] },
      { name: 'b', values: [1, 2, 3] },
    ],
  },
  {
    id: 3,
    kind: 'pie',
    title: 'Whole',
    summary: 'One slice',
    unit: '%',
    slices: [{ label: 'All', value: 100 }],
  },
  {
    id: 4,
    kind: 'table',
    title: 'Table',
    summary: 'Cells',
    columns: ['Item', 'Value'],
    rows: [['"Quoted"', '1']],
  },
  {
    id: 5,
    kind: 'process',
    title: 'Steps',
    summary: 'Four steps',
    steps: ['a', 'b', 'c', 'd'].map((step) => ({ label: step, detail: `Do ${step}` })),
  },
];

describe('renderChart', () => {
  it.each(samples.map((spec) => [spec.kind, spec] as const))(
    'renders an accessible %s chart',
    (_kind, spec) => {
      const svg = renderChart(spec);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain(`role="img" aria-labelledby="chart-${spec.id}-title chart-${spec.id}-desc"`);
      expect(svg).toMatch(new RegExp(`<title id="chart-${spec.id}-title">`));
      expect(svg).toMatch(new RegExp(`<desc id="chart-${spec.id}-desc">`));
      expect(svg).not.toMatch(/NaN|undefined|Infinity|url\(http|@import|<image/);
      expect(unbalancedTags(svg)).toEqual([]);
    },
  );

  it('escapes text', () => {
    const svg = renderChart(samples[0] as ChartSpec);
    expect(svg).toContain('<title id="chart-1-title">R&amp;D &lt;spend&gt;</title>');
    expect(svg).toContain('<desc id="chart-1-desc">A &amp; B</desc>');
    expect(renderChart(samples[3] as ChartSpec)).toContain('&quot;Quoted&quot;');
  });

  it('matches the committed SVG of every describe-image chart', () => {
    for (const spec of parseChartSpecs(chartData)) {
      expect(readFileSync(new URL(`${spec.id}.svg`, assets), 'utf8'), String(spec.id)).toBe(
        renderChart(spec),
      );
    }
  });
});

describe('chart helpers', () => {
  it('chooses round axis steps', () => {
    expect(niceScale(12)).toEqual({ max: 12, step: 2 });
    expect(niceScale(332)).toEqual({ max: 400, step: 100 });
    expect(niceScale(97)).toEqual({ max: 100, step: 20 });
    expect(niceScale(0)).toEqual({ max: 1, step: 1 });
  });

  it('wraps text at spaces', () => {
    expect(wrapText('Cleaning and de-inking', 17)).toEqual(['Cleaning and', 'de-inking']);
  });

  it('rejects malformed chart data', () => {
    expect(() => parseChartSpecs([{ ...samples[0], series: [{ name: 'x', values: [1] }] }])).toThrow(
      /one value per category/,
    );
    expect(() => parseChartSpecs([{ ...samples[0], kind: 'radar' }])).toThrow(/kind/);
    expect(() => parseChartSpecs([samples[0], samples[0]])).toThrow(/unique/);
    expect(() => parseChartSpecs([])).toThrow(/non-empty/);
  });
});
