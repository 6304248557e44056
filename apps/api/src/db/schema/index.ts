export * from './devices.js';
