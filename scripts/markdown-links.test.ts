import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLinks, headingIds } from './markdown-links.js';

const root = mkdtempSync(join(tmpdir(), 'prepwise-md-'));
mkdirSync(join(root, 'docs'));
writeFileSync(
  join(root, 'docs', 'guide.md'),
  '# Guide\n\n## Object storage\n\n## Mock tests (web)\n\n## Object storage\n\n```\n## not a heading\n```\n',
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

function check(text: string): string[] {
  const file = join(root, 'README.md');
  writeFileSync(file, text);
  return brokenLinks([file], root);
}

describe('Markdown link check', () => {
  it('gives headings the ids GitHub gives them', () => {
    expect([...headingIds('# A b\n## Mock tests (web)\n## A b\n```\n# Skipped\n```\n')]).toEqual([
      'a-b',
      'mock-tests-web',
      'a-b-1',
    ]);
  });

  it('passes links to files and headings that exist, and leaves web addresses alone', () => {
    expect(
      check(
        '[g](docs/guide.md) [s](docs/guide.md#object-storage) [m](docs/guide.md#mock-tests-web) ' +
          '[again](docs/guide.md#object-storage-1) [web](https://example.com/nothing) [d](docs)\n',
      ),
    ).toEqual([]);
  });

  it('names a missing file and a missing heading with their line', () => {
    expect(check('intro\n\n[x](docs/missing.md)\n[y](docs/guide.md#no-such-part)\n')).toEqual([
      'README.md:3: docs/missing.md (no such file)',
      'README.md:4: docs/guide.md#no-such-part (no such heading)',
    ]);
  });

  it('does not read links inside code', () => {
    expect(check('`[x](docs/missing.md)`\n\n```\n[y](nowhere.md)\n```\n')).toEqual([]);
  });
});
