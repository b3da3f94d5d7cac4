// @ts-check
// Runs in the head of every page before it paints (a file: the content security policy allows
// no inline script). It sets the colour scheme Mantine will use, and marks what the prerendered
// page should not show this visitor until the app has taken it over (src/app/boot.css): a page
// in English for one who chose another language, the sign-in pages for one with a token, a
// signed-in page's first view for one without.
(function () {
  var html = document.documentElement;
  try {
    var scheme = localStorage.getItem('mantine-color-scheme-value');
    if (scheme !== 'light' && scheme !== 'dark')
      scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    html.setAttribute('data-mantine-color-scheme', scheme);
    var language = localStorage.getItem('prepwise.lang');
    if (language && language !== 'en') html.setAttribute('data-language-pending', language);
    var token = localStorage.getItem('prepwise.token') || sessionStorage.getItem('prepwise.token');
    html.setAttribute(token ? 'data-has-token' : 'data-no-token', '');
  } catch {
    // Storage refused (private browsing): the light scheme, the page as prerendered.
    html.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
