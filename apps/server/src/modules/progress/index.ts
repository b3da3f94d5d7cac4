/**
 * The progress module's public face: what other modules use of it. They import from here, never
 * from its other files (`npm run lint`, module-through-its-index).
 */
export { sumScoredByDayAndType } from './progress.repository.js';
export { computeProgress } from './progress.service.js';
