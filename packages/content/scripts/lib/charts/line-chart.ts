import { dashOf, legend, marker, niceScale, valueAxis, yOf, type PlotArea } from './axes.js';
import type { SeriesChart } from './chart-data.js';
import { chartWidth, colourOf, element, label, round, type ChartBody } from './svg.js';

const plotHeight = 300;

/** Whether a point lies below its neighbours, so that its label goes under the line. */
function isDip(values: readonly number[], index: number): boolean {
  const value = values[index] ?? 0;
  const before = values[index - 1] ?? Number.POSITIVE_INFINITY;
  const after = values[index + 1] ?? Number.POSITIVE_INFINITY;
  return value < before && value < after;
}

/**
 * One line per series with a distinct marker and dash pattern; a single series also labels
 * every point with its value.
 */
export function lineChart(spec: SeriesChart, top: number): ChartBody {
  const legendHeight = spec.series.length > 1 ? 36 : 0;
  const area: PlotArea = {
    left: 90,
    top: top + legendHeight + 16,
    width: chartWidth - 120,
    height: plotHeight,
  };
  const scale = niceScale(Math.max(...spec.series.flatMap((series) => series.values)));
  const step = area.width / spec.categories.length;
  const xOf = (index: number) => area.left + (index + 0.5) * step;
  const parts: string[] = [valueAxis(area, scale, spec.unit)];
  if (legendHeight > 0) {
    parts.push(
      legend(
        spec.series.map((series) => series.name),
        top + 20,
        chartWidth / 2,
        'line',
      ),
    );
  }
  spec.series.forEach((series, seriesIndex) => {
    const colour = colourOf(seriesIndex);
    const points = series.values.map(
      (value, index) => `${round(xOf(index))},${round(yOf(value, area, scale))}`,
    );
    parts.push(
      element('polyline', {
        points: points.join(' '),
        fill: 'none',
        stroke: colour,
        'stroke-width': 3,
        'stroke-dasharray': dashOf(seriesIndex),
      }),
    );
    series.values.forEach((value, index) => {
      const x = xOf(index);
      const y = yOf(value, area, scale);
      parts.push(marker(seriesIndex, x, y, colour));
      if (spec.series.length === 1) {
        const below = isDip(series.values, index);
        parts.push(
          label(x, below ? y + 24 : y - 12, String(value), { 'text-anchor': 'middle', 'font-size': 13 }),
        );
      }
    });
  });
  spec.categories.forEach((category, index) => {
    parts.push(label(xOf(index), area.top + area.height + 22, category, { 'text-anchor': 'middle' }));
  });
  return { markup: parts.join('\n'), height: legendHeight + 16 + plotHeight + 40 };
}
