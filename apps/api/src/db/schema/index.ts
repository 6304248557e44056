export * from './devices.js';
export * from './catalog.js';
