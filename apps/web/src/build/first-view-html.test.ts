import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewritePages, withoutModulePreloads } from '../../first-view-html';

const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/react-1.js"/><link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/root-2.js"/></head><body>${body}<script type="module" async="">import "/assets/root-2.js";</script></body></html>`;

describe('the prerendered pages after the build', () => {
  it('ask for their scripts from the module script only, keeping the stylesheet and the markup', () => {
    const html = withoutModulePreloads(page('<form></form>'));
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain(
      '<form></form><script type="module" async="">import "/assets/root-2.js";</script>',
    );
  });

  it('rewrites the fallback page and every prerendered page of a folder', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'first-views-'));
    mkdirSync(join(dist, 'platform', 'auth', 'login'), { recursive: true });
    writeFileSync(join(dist, '__spa-fallback.html'), page(''));
    writeFileSync(join(dist, 'platform', 'auth', 'login', 'index.html'), page('<form></form>'));
    writeFileSync(join(dist, 'other.html'), page(''));
    expect(await rewritePages(dist)).toBe(2);
    expect(readFileSync(join(dist, 'platform', 'auth', 'login', 'index.html'), 'utf8')).not.toContain(
      'modulepreload',
    );
    expect(readFileSync(join(dist, 'other.html'), 'utf8')).toContain('modulepreload');
  });
});
