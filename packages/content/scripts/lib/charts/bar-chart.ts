import { legend, niceScale, valueAxis, yOf, type PlotArea } from './axes.js';
import type { SeriesChart } from './chart-data.js';
import { chartWidth, colourOf, element, label, multilineLabel, wrapText, type ChartBody } from './svg.js';

const plotHeight = 300;

/** Vertical bars, grouped by category when there are several series; every bar shows its value. */
export function barChart(spec: SeriesChart, top: number): ChartBody {
  const legendHeight = spec.series.length > 1 ? 36 : 0;
  const area: PlotArea = {
    left: 90,
    top: top + legendHeight + 16,
    width: chartWidth - 120,
    height: plotHeight,
  };
  const scale = niceScale(Math.max(...spec.series.flatMap((series) => series.values)));
  const groupWidth = area.width / spec.categories.length;
  const barWidth = Math.min(70, (groupWidth * 0.7) / spec.series.length);
  const parts: string[] = [valueAxis(area, scale, spec.unit)];
  if (legendHeight > 0) {
    parts.push(
      legend(
        spec.series.map((series) => series.name),
        top + 20,
        chartWidth / 2,
        'bar',
      ),
    );
  }
  const labelLines = spec.categories.map((category) =>
    wrapText(category, Math.max(8, Math.floor(groupWidth / 8.5))),
  );
  spec.categories.forEach((_category, categoryIndex) => {
    const groupLeft =
      area.left + categoryIndex * groupWidth + (groupWidth - barWidth * spec.series.length) / 2;
    spec.series.forEach((series, seriesIndex) => {
      const value = series.values[categoryIndex] ?? 0;
      const x = groupLeft + seriesIndex * barWidth;
      const y = yOf(value, area, scale);
      parts.push(
        element('rect', {
          x: x + 2,
          y,
          width: barWidth - 4,
          height: area.top + area.height - y,
          fill: colourOf(seriesIndex),
        }),
        label(x + barWidth / 2, y - 6, String(value), { 'text-anchor': 'middle', 'font-size': 13 }),
      );
    });
    const centre = area.left + (categoryIndex + 0.5) * groupWidth;
    parts.push(
      multilineLabel(centre, area.top + area.height + 22, labelLines[categoryIndex] ?? [], 17, {
        'text-anchor': 'middle',
      }),
    );
  });
  const labelHeight = Math.max(...labelLines.map((lines) => lines.length)) * 17 + 16;
  return { markup: parts.join('\n'), height: legendHeight + 16 + plotHeight + labelHeight };
}
