export * from './objective/index.js';
export * from './reported/index.js';
