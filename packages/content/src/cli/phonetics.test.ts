import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGenerateArguments, solveLine } from './phonetics-commands.js';

const root = resolve(import.meta.dirname, '../../../..');
const script = 'packages/content/src/cli/phonetics.ts';

function runCli(args: string[], input = '') {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const lines = result.stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { status: result.status, lines, stderr: result.stderr };
}

describe('phonetics CLI', { timeout: 30_000 }, () => {
  it('solves JSON lines from stdin and reports bad lines without stopping', () => {
    const input = [
      JSON.stringify({
        id: 'p1',
        kind: 'pronunciation',
        options: ['wanted', 'needed', 'played', 'decided'],
        underlined: ['ed', 'ed', 'ed', 'ed'],
      }),
      '{ not json',
      JSON.stringify({ id: 2, kind: 'stress', options: ['about', 'happy'] }),
      '',
      JSON.stringify({ id: 3, kind: 'stress', options: ['record (n.)', 'happy', 'water', 'teacher'] }),
      JSON.stringify({ id: 4, kind: 'stress', options: ['about', 'happy', 'water', 'teacher'] }),
    ].join('\n');
    const { status, lines } = runCli(['solve'], input);
    expect(status).toBe(0);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatchObject({ id: 'p1', answer: 2, confidence: 1 });
    expect(lines[1]).toEqual({ id: null, error: 'the line is not valid JSON' });
    expect(lines[2]).toEqual({ id: 2, error: 'options must be an array of 4 non-empty strings' });
    expect(lines[3]).toMatchObject({ id: 3, answer: null });
    expect(lines[4]).toMatchObject({ id: 4, answer: 0 });
    expect(typeof lines[4]?.explanation).toBe('string');
  });

  it('places an underline given by underlinedAt or <u> markup', () => {
    const input = [
      JSON.stringify({
        id: 'at',
        kind: 'pronunciation',
        options: ['banana', 'about', 'ago', 'cat'],
        underlined: ['a', 'a', 'a', 'a'],
        underlinedAt: [1, null, null, null],
      }),
      JSON.stringify({
        id: 'u',
        kind: 'pronunciation',
        options: ['b<u>a</u>nana', '<u>a</u>bout', '<u>a</u>go', 'c<u>a</u>t'],
      }),
    ].join('\n');
    const { lines } = runCli(['solve'], input);
    expect(lines).toMatchObject([
      { id: 'at', answer: 3, confidence: 1 },
      { id: 'u', answer: 3, confidence: 1 },
    ]);
  });

  it('generates items that solve back to their answers', () => {
    const generated = runCli(['generate', '--kind', 'stress', '--count', '4', '--seed', '11']);
    expect(generated.status).toBe(0);
    expect(generated.lines).toHaveLength(4);
    const solved = runCli(
      ['solve'],
      generated.lines.map((line) => JSON.stringify({ ...line, answer: undefined })).join('\n'),
    );
    expect(solved.lines.map((line) => line.answer)).toEqual(generated.lines.map((line) => line.answer));
  });

  it.each([[[]], [['generate', '--kind', 'rhythm']], [['solve', 'extra']], [['unknown']]])(
    'exits with usage for %j',
    (args) => {
      const { status, stderr } = runCli(args);
      expect(status).toBe(2);
      expect(stderr).toContain('Usage:');
    },
  );
});

describe('CLI commands', () => {
  it.each([
    ['{"kind":"stress","options":["a","b","c","d"]}', { id: null, error: 'id must be a string or a number' }],
    ['[1]', { id: null, error: 'id must be a string or a number' }],
    [
      '{"id":5,"kind":"pronunciation","options":["a","b","c","d"]}',
      { id: 5, error: 'underlined must be an array of 4 non-empty strings' },
    ],
  ])('solveLine(%s)', (line, output) => {
    expect(solveLine(line)).toEqual(output);
  });

  it.each([
    [['--kind', 'stress'], { kind: 'stress', count: 10, seed: 1 }],
    [
      ['--kind', 'pronunciation', '--count', '3', '--seed', 'abc'],
      { kind: 'pronunciation', count: 3, seed: 'abc' },
    ],
  ])('parses %j', (args, parsed) => {
    expect(parseGenerateArguments(args)).toEqual(parsed);
  });

  it.each([[['--kind']], [['--count', '0', '--kind', 'stress']], [['--kind', 'stress', '--size', '3']]])(
    'refuses %j',
    (args) => {
      expect(() => parseGenerateArguments(args)).toThrow();
    },
  );
});
