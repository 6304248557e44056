export * from './devices.js';
export * from './catalog.js';
export * from './geography.js';
export * from './customers.js';
export * from './buying.js';
export * from './orders.js';
export * from './bookshelf.js';
export * from './reading.js';
