/**
 * The teacher feature's public face (a teacher's classes, their work, gradebook and grading): what
 * other features may import. The router loads its pages by their own files, so each stays its own chunk.
 */
export { classPath } from './lib/teacher-paths';
