import type { ProcessChart } from './chart-data.js';
import { chartWidth, element, label, multilineLabel, wrapText, type ChartBody } from './svg.js';

const boxWidth = 210;
const rowGap = 56;
const margin = 40;

/**
 * Numbered boxes, left to right in rows of up to three, joined by arrows; an elbow arrow leads
 * from the end of one row to the start of the next.
 */
export function processChart(spec: ProcessChart, top: number): ChartBody {
  const columns = Math.min(3, spec.steps.length);
  const gap = columns > 1 ? (chartWidth - margin * 2 - columns * boxWidth) / (columns - 1) : 0;
  const texts = spec.steps.map((step) => ({
    title: wrapText(step.label, 17),
    detail: wrapText(step.detail, 26),
  }));
  const boxHeight = Math.max(
    ...texts.map((text) => 40 + text.title.length * 20 + text.detail.length * 18 + 6),
  );
  const boxAt = (index: number) => ({
    x:
      margin +
      (index % columns) * (boxWidth + gap) +
      (columns === 1 ? (chartWidth - margin * 2 - boxWidth) / 2 : 0),
    y: top + 16 + Math.floor(index / columns) * (boxHeight + rowGap),
  });
  const arrow = { stroke: '#4d4d4d', 'stroke-width': 2.5, fill: 'none', 'marker-end': 'url(#arrowhead)' };
  const parts: string[] = [
    '<defs><marker id="arrowhead" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#4d4d4d"/></marker></defs>',
  ];
  texts.forEach((text, index) => {
    const { x, y } = boxAt(index);
    parts.push(
      element('rect', {
        x,
        y,
        width: boxWidth,
        height: boxHeight,
        rx: 10,
        fill: '#eef4fa',
        stroke: '#0072B2',
        'stroke-width': 2,
      }),
      element('circle', { cx: x + 24, cy: y + 26, r: 15, fill: '#0072B2' }),
      label(x + 24, y + 31, String(index + 1), {
        'text-anchor': 'middle',
        fill: '#ffffff',
        'font-weight': 'bold',
      }),
      multilineLabel(x + 48, y + 31, text.title, 20, { 'font-size': 16, 'font-weight': 'bold' }),
      multilineLabel(x + 14, y + 40 + text.title.length * 20, text.detail, 18, { 'font-size': 13 }),
    );
    if (index === texts.length - 1) return;
    const next = boxAt(index + 1);
    if (next.y === y) {
      parts.push(
        element('path', {
          d: `M ${x + boxWidth + 4} ${y + boxHeight / 2} L ${next.x - 4} ${y + boxHeight / 2}`,
          ...arrow,
        }),
      );
    } else {
      const midY = y + boxHeight + rowGap / 2;
      const d = `M ${x + boxWidth / 2} ${y + boxHeight + 4} L ${x + boxWidth / 2} ${midY} L ${next.x + boxWidth / 2} ${midY} L ${next.x + boxWidth / 2} ${next.y - 4}`;
      parts.push(element('path', { d, ...arrow }));
    }
  });
  const rows = Math.ceil(spec.steps.length / columns);
  return { markup: parts.join('\n'), height: 16 + rows * boxHeight + (rows - 1) * rowGap + 10 };
}
