/**
 * The marketplace feature's public face: what other features (and the app's menu) may import;
 * the lint rule `feature-through-its-index` refuses any other file of this folder from another
 * feature. The router loads the pages by their own files, so each stays its own chunk.
 */
// The marketplace's English texts come with the feature (the app's user menu reads them too).
import './lib/marketplace-texts';

export { marketplacePaths } from './lib/marketplace-paths';
