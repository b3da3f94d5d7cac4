/**
 * The home feature's public face: what other features may import (the lint rule
 * `feature-through-its-index` refuses any other file of this folder from outside). The app loads
 * the home page by its own file, so it stays its own chunk; its first view is prerendered inside
 * the learner's frame (`app/shell`).
 */
export { HomeFirstView } from './components/home-first-view';
