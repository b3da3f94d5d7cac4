/**
 * The mock-test feature's public face: what other features may import (the lint rule
 * `feature-through-its-index` refuses any other file of this folder from outside). The app loads its pages by their own files, so each stays its own chunk.
 */
export { mockPlayerPath, mockResultPath } from './lib/mock-paths';
