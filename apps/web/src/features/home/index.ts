/**
 * The home feature's public face: what other features may import (the lint rule
 * `feature-through-its-index` refuses any other file of this folder from outside). The app loads
 * the home page by its own file, so it stays its own chunk; the banner is also drawn in the page's
 * prerendered first view (`app/shell`).
 */
export { HomeBanner } from './components/home-banner';
