import type { TableChart } from './chart-data.js';
import { chartWidth, element, label, type ChartBody } from './svg.js';

const rowHeight = 42;
const margin = 40;

/** A table with a coloured header row and banded body rows; the first column is left-aligned. */
export function tableChart(spec: TableChart, top: number): ChartBody {
  const width = chartWidth - margin * 2;
  const firstWidth = width * 0.4;
  const otherWidth = (width - firstWidth) / Math.max(1, spec.columns.length - 1);
  const columnX = (index: number) => margin + (index === 0 ? 0 : firstWidth + (index - 1) * otherWidth);
  const cell = (text: string, index: number, y: number, header: boolean) =>
    label(index === 0 ? margin + 14 : columnX(index) + otherWidth / 2, y + 27, text, {
      'text-anchor': index === 0 ? 'start' : 'middle',
      'font-size': 15,
      'font-weight': header ? 'bold' : undefined,
      fill: header ? '#ffffff' : undefined,
    });
  const y0 = top + 10;
  const parts: string[] = [element('rect', { x: margin, y: y0, width, height: rowHeight, fill: '#0072B2' })];
  spec.columns.forEach((column, index) => parts.push(cell(column, index, y0, true)));
  spec.rows.forEach((row, rowIndex) => {
    const y = y0 + (rowIndex + 1) * rowHeight;
    parts.push(
      element('rect', {
        x: margin,
        y,
        width,
        height: rowHeight,
        fill: rowIndex % 2 === 0 ? '#f3f6fa' : '#ffffff',
        stroke: '#c8d0da',
      }),
    );
    row.forEach((text, index) => parts.push(cell(text, index, y, false)));
  });
  const bottom = y0 + (spec.rows.length + 1) * rowHeight;
  spec.columns.slice(1).forEach((_column, index) => {
    const x = columnX(index + 1);
    parts.push(element('line', { x1: x, x2: x, y1: y0, y2: bottom, stroke: '#c8d0da' }));
  });
  parts.push(
    element('rect', { x: margin, y: y0, width, height: bottom - y0, fill: 'none', stroke: '#8a96a3' }),
  );
  return { markup: parts.join('\n'), height: bottom - top + 10 };
}
