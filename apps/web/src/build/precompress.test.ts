import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFolder } from '../../precompress';

describe('precompressing the build', () => {
  it('writes .br and .gz that decode to each text asset, and leaves source maps and tiny files alone', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dist, 'assets'));
    const script = 'export const words = ['.concat('"practice", '.repeat(400), '];\n');
    writeFileSync(join(dist, 'assets', 'page-abc.js'), script);
    writeFileSync(join(dist, 'assets', 'page-abc.js.map'), '{"mappings":"'.concat('AAAA;'.repeat(400), '"}'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html>'.concat('<p>Prepwise</p>'.repeat(100)));
    writeFileSync(join(dist, 'tiny.css'), 'a{}');

    expect(await precompressFolder(dist)).toBe(2);
    const brotli = readFileSync(join(dist, 'assets', 'page-abc.js.br'));
    const gzip = readFileSync(join(dist, 'assets', 'page-abc.js.gz'));
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    expect(gunzipSync(gzip).toString()).toBe(script);
    expect(brotli.length).toBeLessThan(gzip.length);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'page-abc.js.map.br'))).toBe(false);
    expect(existsSync(join(dist, 'tiny.css.gz'))).toBe(false);
  });
});
