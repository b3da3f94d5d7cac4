/**
 * The files module's public face: what other modules use of it. They import from here, never
 * from its other files (`npm run lint`, module-through-its-index).
 */
export { findOwnRecording, insertStoredFile, saveRecordingMeasure } from './files.repository.js';
export { measureRecording } from './files.service.js';
export { normaliseImage } from './image-normalise.js';
export { storePublicImage } from './public-images.js';
