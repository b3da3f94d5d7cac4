/**
 * The mock-tests module's public face: what other modules use of it. They import from here, never
 * from its other files (`npm run lint`, module-through-its-index).
 */
export {
  deleteBlueprintOverride,
  findBlueprintOverrides,
  lockBlueprintChanges,
  upsertBlueprintOverride,
} from './blueprints.repository.js';
export { blueprintResolver, type BlueprintResolver } from './blueprints.service.js';
export type { IntroRow, NewIntroRow } from './intro-pages.repository.js';
export { requestMockScoring } from './mock-scoring.service.js';
export { createMock, listMocks } from './mock-tests.service.js';
