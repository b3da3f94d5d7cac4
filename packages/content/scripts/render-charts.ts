import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { imageUrl, assetPathOf } from '../src/bank/pte/bank-rules.js';
import { assetsDirectory, bankDirectory, readBankFile, writeBankFile } from './lib/bank-files.js';
import { parseChartSpecs } from './lib/charts/chart-data.js';
import { renderChart } from './lib/charts/render-chart.js';

const usage = `usage: node --import tsx packages/content/scripts/render-charts.ts
  Renders every DESCRIBE_IMAGE chart of src/bank/pte/describe-image-data.json to
  packages/content/assets/images/<id>.svg and points the items' description at it.`;

/** Writes a file only when its content differs; returns whether it was written. */
async function writeIfChanged(path: string, content: string): Promise<boolean> {
  const previous = await readFile(path, 'utf8').catch(() => null);
  if (previous === content) return false;
  await writeFile(path, content);
  return true;
}

/** Entry point: no arguments; exit code 2 on arguments, 1 on failure. */
async function main(args: readonly string[]): Promise<number> {
  if (args.length > 0) {
    console.error(usage);
    return 2;
  }
  const specs = parseChartSpecs(
    JSON.parse(await readFile(join(bankDirectory, 'describe-image-data.json'), 'utf8')),
  );
  const entries = await readBankFile('DESCRIBE_IMAGE');
  await mkdir(join(assetsDirectory, 'images'), { recursive: true });
  let written = 0;
  for (const entry of entries) {
    const spec = specs.find((candidate) => candidate.id === entry.item.id);
    if (!spec) throw new Error(`DESCRIBE_IMAGE ${entry.item.id} has no chart in describe-image-data.json`);
    const url = imageUrl(spec.id);
    if (await writeIfChanged(join(assetsDirectory, assetPathOf(url) ?? ''), renderChart(spec))) written += 1;
    entry.raw.description = url;
  }
  const relinked = await writeBankFile('DESCRIBE_IMAGE', entries);
  console.log(
    `charts: ${written} of ${entries.length} written${relinked ? '; DESCRIBE_IMAGE.json relinked' : ''}`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
