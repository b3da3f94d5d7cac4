import { colourOf, element, ink, label } from './svg.js';

/** A value axis from 0 to `max` in steps of `step`. */
export interface Scale {
  max: number;
  step: number;
}

/** The rectangle values are drawn in. */
export interface PlotArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A 0-based axis with round steps (1, 2 or 5 times a power of ten) covering `maxValue`. */
export function niceScale(maxValue: number, targetTicks = 6): Scale {
  if (!(maxValue > 0)) return { max: 1, step: 1 };
  const raw = maxValue / targetTicks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const nice = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10;
  const step = nice * magnitude;
  return { max: Math.round(Math.ceil(maxValue / step) * step * 1e6) / 1e6, step };
}

/** The y coordinate of a value in a plot area. */
export function yOf(value: number, area: PlotArea, scale: Scale): number {
  return area.top + area.height - (value / scale.max) * area.height;
}

/** Gridlines, tick labels and the rotated unit title of a vertical value axis. */
export function valueAxis(area: PlotArea, scale: Scale, unit: string): string {
  const parts: string[] = [];
  for (let value = 0; value <= scale.max + scale.step / 2; value += scale.step) {
    const y = yOf(value, area, scale);
    parts.push(
      element('line', { x1: area.left, x2: area.left + area.width, y1: y, y2: y, stroke: '#d0d0d0' }),
      label(area.left - 10, y + 5, String(Math.round(value * 100) / 100), { 'text-anchor': 'end' }),
    );
  }
  const middle = area.top + area.height / 2;
  parts.push(
    element('line', {
      x1: area.left,
      x2: area.left + area.width,
      y1: area.top + area.height,
      y2: area.top + area.height,
      stroke: ink,
    }),
    label(24, middle, unit, { transform: `rotate(-90 24 ${Math.round(middle)})`, 'text-anchor': 'middle' }),
  );
  return parts.join('\n');
}

/** Marker shape of the n-th line series, so that series differ by more than colour. */
export function marker(index: number, x: number, y: number, colour: string): string {
  const shape = index % 3;
  if (shape === 0) return element('circle', { cx: x, cy: y, r: 5, fill: colour });
  if (shape === 1) return element('rect', { x: x - 5, y: y - 5, width: 10, height: 10, fill: colour });
  return element('path', { d: `M ${x} ${y - 6} L ${x + 6} ${y + 5} L ${x - 6} ${y + 5} Z`, fill: colour });
}

/** Dash pattern of the n-th line series. */
export function dashOf(index: number): string | undefined {
  return ['', '8 4', '2 4'][index % 3] || undefined;
}

/** A one-row legend centred at `y`: a swatch (bars) or a marked line (lines) before each name. */
export function legend(names: readonly string[], y: number, centre: number, kind: 'bar' | 'line'): string {
  const widths = names.map((name) => 40 + name.length * 8);
  const total = widths.reduce((sum, width) => sum + width, 0);
  let x = centre - total / 2;
  const parts = names.map((name, index) => {
    const colour = colourOf(index);
    const key =
      kind === 'bar'
        ? element('rect', { x, y: y - 11, width: 16, height: 16, fill: colour })
        : element('line', {
            x1: x - 4,
            x2: x + 20,
            y1: y - 3,
            y2: y - 3,
            stroke: colour,
            'stroke-width': 3,
            'stroke-dasharray': dashOf(index),
          }) + marker(index, x + 8, y - 3, colour);
    const text = label(x + 26, y + 2, name);
    x += widths[index] ?? 0;
    return key + text;
  });
  return element('g', { class: 'legend' }, parts.join(''));
}
