/** True when the page was reached from a support reply e-mail's link (`?support=`): the help widget opens at once. */
export function isSupportLinkOpened(): boolean {
  return typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('support');
}
