/**
 * The help feature's public face: what other features may import (the lint rule
 * `feature-through-its-index` refuses any other file of this folder from outside). No other
 * feature uses it today; the app loads its pages by their own files, so each stays its own chunk.
 * The layouts ask here whether a support reply's link opened the page (the widget then mounts at once).
 */
export { isSupportLinkOpened } from './lib/support-link';
