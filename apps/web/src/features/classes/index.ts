/**
 * The classes feature's public face (a learner's classes and class work): what other features may
 * import. The router loads its pages by their own files, so each stays its own chunk.
 */
export { HomeAssignments, homeAssignmentsQueryOptions } from './components/home-assignments';
export { joinClassPath } from './lib/class-paths';
