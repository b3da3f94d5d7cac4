export * from './messages.js';
export * from './envelope.js';
export * from './roles.js';
export * from './auth.js';
export * from './user.js';
export * from './misc.js';
export * from './constants.js';
export * from './request-cleaning.js';
