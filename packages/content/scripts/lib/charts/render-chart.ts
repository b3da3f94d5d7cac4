import { barChart } from './bar-chart.js';
import type { ChartSpec } from './chart-data.js';
import { lineChart } from './line-chart.js';
import { pieChart } from './pie-chart.js';
import { processChart } from './process-chart.js';
import { bodyTop, svgDocument, wrapText, type ChartBody } from './svg.js';
import { tableChart } from './table-chart.js';

function body(spec: ChartSpec, top: number): ChartBody {
  switch (spec.kind) {
    case 'bar':
      return barChart(spec, top);
    case 'line':
      return lineChart(spec, top);
    case 'pie':
      return pieChart(spec, top);
    case 'table':
      return tableChart(spec, top);
    case 'process':
      return processChart(spec, top);
  }
}

/** Renders a chart definition to a standalone, accessible SVG document (deterministic output). */
export function renderChart(spec: ChartSpec): string {
  const titleLines = wrapText(spec.title, 60);
  return svgDocument(spec.id, spec.title, spec.summary, body(spec, bodyTop(titleLines.length)), titleLines);
}
