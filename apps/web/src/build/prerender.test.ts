import { describe, expect, it } from 'vitest';
import { prerenderedHtml } from '../../prerender';

const indexHtml = `<!doctype html><html lang="en"><head><title>Prepwise</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head><body><div id="root"></div></body></html>`;

describe('prerenderedHtml', () => {
  const html = prerenderedHtml(indexHtml, {
    markup: '<form><input name="email"></form>',
    title: 'Log in · Prepwise',
    preloads: ['assets/login-page-E.js', 'assets/react-B.js'],
  });

  it('puts the page in #root with its title, and keeps the stylesheet in the head', () => {
    expect(html).toContain('<div id="root" data-prerendered><form><input name="email"></form></div>');
    expect(html).toContain('<title>Log in · Prepwise</title>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
  });

  it('starts no script before the first paint: the boot script names the entry and every preload once', () => {
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script src="/prerender-boot.js" data-entry="/assets/index-A.js" data-preloads="/assets/react-B.js /assets/i18n-C.js /assets/login-page-E.js"></script>',
    );
  });

  it("a signed-in page's first view: shown to a visitor with a token, its early requests after the paint", () => {
    const shell = prerenderedHtml(indexHtml, {
      markup: '<main>Tip of the day</main>',
      title: 'Prepwise',
      preloads: [],
      signedIn: true,
    });
    expect(shell).toContain('<div id="root" data-prerendered><main>Tip of the day</main></div>');
    expect(shell).toMatch(/<script src="\/prerender-boot.js" [^>]* data-signed-in><\/script>/);
    expect(shell).toContain('<script async src="/early-boot.js" data-after-paint></script>');
    expect(html).not.toContain('data-signed-in');
    expect(html).not.toContain('early-boot.js');
  });

  it("links the stylesheets the page was rendered with (a component's CSS module), once", () => {
    const withModules = prerenderedHtml(indexHtml, {
      markup: '<div class="_banner_1">Tip</div>',
      title: 'Prepwise',
      preloads: [],
      stylesheets: ['/assets/index-D.css', '/assets/home-page-F.css'],
    });
    expect(withModules).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-F.css">');
    expect(withModules.match(/index-D\.css/g)).toHaveLength(1);
  });
});
