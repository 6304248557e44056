export * from './envelope.js';
export * from './errors.js';
export * from './headers.js';
export * from './locale.js';
export * from './constants.js';
export * from './common.js';
export * from './testing.js';
export * from './catalog.js';
