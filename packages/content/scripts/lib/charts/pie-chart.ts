import type { PieChart } from './chart-data.js';
import { colourOf, element, label, round, type ChartBody } from './svg.js';

const radius = 170;

function pointAt(cx: number, cy: number, r: number, angle: number): [number, number] {
  return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
}

function slicePath(cx: number, cy: number, start: number, end: number): string {
  if (end - start >= Math.PI * 2 - 1e-9) {
    return `M ${round(cx - radius)} ${round(cy)} a ${radius} ${radius} 0 1 1 ${radius * 2} 0 a ${radius} ${radius} 0 1 1 ${-radius * 2} 0 Z`;
  }
  const [x1, y1] = pointAt(cx, cy, radius, start);
  const [x2, y2] = pointAt(cx, cy, radius, end);
  const large = end - start > Math.PI ? 1 : 0;
  return `M ${round(cx)} ${round(cy)} L ${round(x1)} ${round(y1)} A ${radius} ${radius} 0 ${large} 1 ${round(x2)} ${round(y2)} Z`;
}

/** Slices clockwise from twelve o'clock, each labelled outside with its value, plus a legend. */
export function pieChart(spec: PieChart, top: number): ChartBody {
  const total = spec.slices.reduce((sum, slice) => sum + slice.value, 0) || 1;
  const cx = 240;
  const cy = top + radius + 40;
  const parts: string[] = [];
  let angle = -Math.PI / 2;
  spec.slices.forEach((slice, index) => {
    const sweep = (slice.value / total) * Math.PI * 2;
    const middle = angle + sweep / 2;
    const [lx, ly] = pointAt(cx, cy, radius + 26, middle);
    const anchor = Math.abs(Math.cos(middle)) < 0.2 ? 'middle' : Math.cos(middle) > 0 ? 'start' : 'end';
    parts.push(
      element('path', {
        d: slicePath(cx, cy, angle, angle + sweep),
        fill: colourOf(index),
        stroke: '#ffffff',
        'stroke-width': 2,
      }),
      label(lx, ly + 5, `${slice.value}${spec.unit}`, { 'text-anchor': anchor, 'font-weight': 'bold' }),
    );
    const rowY = top + 60 + index * 34;
    parts.push(
      element('rect', { x: 490, y: rowY - 13, width: 18, height: 18, fill: colourOf(index) }),
      label(518, rowY + 2, `${slice.label}: ${slice.value}${spec.unit}`, { 'font-size': 15 }),
    );
    angle += sweep;
  });
  return { markup: parts.join('\n'), height: Math.max(radius * 2 + 80, spec.slices.length * 34 + 80) };
}
