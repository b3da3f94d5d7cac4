/** Fields every chart has: the DESCRIBE_IMAGE item id, a visible title and an accessible summary. */
interface ChartBase {
  id: number;
  title: string;
  /** Read by screen readers (`<desc>`): the chart's facts in words. */
  summary: string;
}

/** Bars or lines: one value per category in each series. */
export interface SeriesChart extends ChartBase {
  kind: 'bar' | 'line';
  unit: string;
  categories: string[];
  series: { name: string; values: number[] }[];
}

export interface PieChart extends ChartBase {
  kind: 'pie';
  unit: string;
  slices: { label: string; value: number }[];
}

export interface TableChart extends ChartBase {
  kind: 'table';
  columns: string[];
  rows: string[][];
}

export interface ProcessChart extends ChartBase {
  kind: 'process';
  steps: { label: string; detail: string }[];
}

export type ChartSpec = SeriesChart | PieChart | TableChart | ProcessChart;

type Json = Record<string, unknown>;

function fail(where: string, message: string): never {
  throw new Error(`describe-image-data: ${where}: ${message}`);
}

function record(value: unknown, where: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(where, 'expected an object');
  return value as Json;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(where, 'expected a non-empty string');
  return value;
}

function list<T>(value: unknown, where: string, read: (entry: unknown, at: string) => T): T[] {
  if (!Array.isArray(value) || value.length === 0) fail(where, 'expected a non-empty array');
  return value.map((entry: unknown, index) => read(entry, `${where}[${index}]`));
}

function finite(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    fail(where, 'expected a number >= 0');
  return value;
}

function seriesChart(json: Json, base: ChartBase, kind: 'bar' | 'line', where: string): SeriesChart {
  const categories = list(json.categories, `${where}.categories`, text);
  const series = list(json.series, `${where}.series`, (entry, at) => {
    const item = record(entry, at);
    const values = list(item.values, `${at}.values`, finite);
    if (values.length !== categories.length) fail(at, 'needs one value per category');
    return { name: text(item.name, `${at}.name`), values };
  });
  return { ...base, kind, unit: text(json.unit, `${where}.unit`), categories, series };
}

function chartSpec(value: unknown, where: string): ChartSpec {
  const json = record(value, where);
  const id = json.id;
  if (typeof id !== 'number' || !Number.isInteger(id)) fail(where, 'id must be an integer');
  const base: ChartBase = {
    id,
    title: text(json.title, `${where}.title`),
    summary: text(json.summary, `${where}.summary`),
  };
  switch (json.kind) {
    case 'bar':
    case 'line':
      return seriesChart(json, base, json.kind, where);
    case 'pie':
      return {
        ...base,
        kind: 'pie',
        unit: text(json.unit, `${where}.unit`),
        slices: list(json.slices, `${where}.slices`, (entry, at) => {
          const slice = record(entry, at);
          return { label: text(slice.label, `${at}.label`), value: finite(slice.value, `${at}.value`) };
        }),
      };
    case 'table': {
      const columns = list(json.columns, `${where}.columns`, text);
      const rows = list(json.rows, `${where}.rows`, (row, at) => {
        const cells = list(row, at, text);
        if (cells.length !== columns.length) fail(at, 'needs one cell per column');
        return cells;
      });
      return { ...base, kind: 'table', columns, rows };
    }
    case 'process':
      return {
        ...base,
        kind: 'process',
        steps: list(json.steps, `${where}.steps`, (entry, at) => {
          const step = record(entry, at);
          return { label: text(step.label, `${at}.label`), detail: text(step.detail, `${at}.detail`) };
        }),
      };
    default:
      return fail(`${where}.kind`, 'expected bar, line, pie, table or process');
  }
}

/** Reads and checks the chart definitions of `describe-image-data.json`; ids must be unique. */
export function parseChartSpecs(value: unknown): ChartSpec[] {
  const specs = list(value, 'charts', chartSpec);
  const ids = new Set(specs.map((spec) => spec.id));
  if (ids.size !== specs.length) fail('charts', 'ids must be unique');
  return specs;
}
