import { createInterface } from 'node:readline';
import { generateItems, parseGenerateArguments, solveLine, usage } from './phonetics-commands.js';

/** `solve`: one JSON line in, one JSON line out, until stdin ends. */
async function runSolve(): Promise<number> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    process.stdout.write(`${JSON.stringify(solveLine(line))}\n`);
  }
  return 0;
}

function runGenerate(args: readonly string[]): number {
  const parsed = parseGenerateArguments(args);
  const items = generateItems(parsed);
  for (const item of items) process.stdout.write(`${JSON.stringify(item)}\n`);
  if (items.length < parsed.count) {
    process.stderr.write(
      `only ${items.length} distinct items could be generated (asked for ${parsed.count})\n`,
    );
  }
  return 0;
}

/** Entry point: `solve` or `generate ...`; usage and exit code 2 otherwise. */
async function main(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (command === 'solve' && rest.length === 0) return await runSolve();
    if (command === 'generate') return runGenerate(rest);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${usage}\n`);
    return 2;
  }
  process.stderr.write(`${usage}\n`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exitCode = 1;
  },
);
