/**
 * The marketplace feature's public face: what other features (and the app's menu) may import;
 * the lint rule `feature-through-its-index` refuses any other file of this folder from another
 * feature. The router loads the pages by their own files, so each stays its own chunk.
 */
export { marketplacePaths } from './lib/marketplace-paths';
