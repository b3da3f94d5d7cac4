/** Width of every chart, in SVG user units (pixels at 100 %). */
export const chartWidth = 800;

/** Font stack: system fonts only, nothing to download. */
export const fontFamily = 'DejaVu Sans, Arial, Helvetica, sans-serif';

/** Okabe-Ito colours: distinguishable with the common forms of colour blindness. */
export const palette = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00'] as const;

/** Dark grey for text (contrast ratio above 12:1 on white). */
export const ink = '#1a1a1a';

/** Colour of the n-th series or slice. */
export function colourOf(index: number): string {
  return palette[index % palette.length] ?? '#0072B2';
}

/** Escapes text for SVG content and attribute values. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Rounds a coordinate to one decimal so that the SVG stays small and stable. */
export function round(value: number): string {
  return String(Math.round(value * 10) / 10);
}

type Attributes = Record<string, string | number | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? round(value) : escapeXml(value)}"`)
    .join('');
}

/** An SVG element; `content` is inserted as is (already escaped markup). */
export function element(name: string, attrs: Attributes, content?: string): string {
  return content === undefined
    ? `<${name}${attributes(attrs)}/>`
    : `<${name}${attributes(attrs)}>${content}</${name}>`;
}

/** A text element whose content is escaped. */
export function label(x: number, y: number, content: string, attrs: Attributes = {}): string {
  return element('text', { x, y, 'font-size': 14, fill: ink, ...attrs }, escapeXml(content));
}

/** Splits text into lines of at most `maxChars` characters, breaking at spaces. */
export function wrapText(content: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of content.split(/\s+/).filter((part) => part !== '')) {
    if (line !== '' && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Multi-line text: one `<tspan>` per line, `lineHeight` apart. */
export function multilineLabel(
  x: number,
  y: number,
  lines: readonly string[],
  lineHeight: number,
  attrs: Attributes = {},
): string {
  const spans = lines
    .map((line, index) => element('tspan', { x, dy: index === 0 ? 0 : lineHeight }, escapeXml(line)))
    .join('');
  return element('text', { x, y, 'font-size': 14, fill: ink, ...attrs }, spans);
}

/** A chart's content: its markup and the height it needs below the title. */
export interface ChartBody {
  markup: string;
  height: number;
}

/** Where a chart body starts, below the title lines. */
export function bodyTop(titleLines: number): number {
  return 40 + titleLines * 26;
}

/**
 * The complete accessible SVG document: `role="img"` labelled by its `<title>` and described by
 * its `<desc>`, a visible title, the body, and a note that the figures are invented.
 */
export function svgDocument(
  id: number,
  title: string,
  summary: string,
  body: ChartBody,
  titleLines: string[],
) {
  const height = Math.ceil(bodyTop(titleLines.length) + body.height + 40);
  const titleId = `chart-${id}-title`;
  const descId = `chart-${id}-desc`;
  const heading = multilineLabel(chartWidth / 2, 40, titleLines, 26, {
    'font-size': 20,
    'font-weight': 'bold',
    'text-anchor': 'middle',
  });
  const note = label(chartWidth - 16, height - 14, 'Illustrative data for practice', {
    'font-size': 12,
    fill: '#555555',
    'text-anchor': 'end',
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${chartWidth}" height="${height}" viewBox="0 0 ${chartWidth} ${height}" role="img" aria-labelledby="${titleId} ${descId}" font-family="${escapeXml(fontFamily)}">`,
    element('title', { id: titleId }, escapeXml(title)),
    element('desc', { id: descId }, escapeXml(summary)),
    element('rect', { width: chartWidth, height, fill: '#ffffff' }),
    heading,
    body.markup,
    note,
    '</svg>',
    '',
  ].join('\n');
}
