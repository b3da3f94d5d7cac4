/**
 * The ai-scoring module's public face: what other modules use of it. They import from here, never
 * from its other files (`npm run lint`, module-through-its-index).
 */
export { requestSessionScoring } from './ai-scoring.service.js';
